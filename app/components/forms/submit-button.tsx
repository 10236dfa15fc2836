import { useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** Disabled, with the pending label, while this page's form is being sent. */
export function SubmitButton({
  label,
  pendingLabel,
  action,
}: {
  label: string;
  pendingLabel: string;
  action: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`${buttonClass("primary", "lg")} w-full sm:w-auto`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
