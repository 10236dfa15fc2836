import { Icon } from "~/components/ui/icon";
import { formatDate } from "~/lib/dates";

/**
 * "Confirmed by {first name}" with the date: the person the movement is about confirmed it
 * through the e-mail sent to them (issue 31).
 */
export function ConfirmedMark({
  confirmed,
  small = false,
}: {
  confirmed: { by: string; at: string };
  small?: boolean;
}) {
  return (
    <p
      className={`mt-1 inline-flex items-center gap-1 font-medium text-emerald-800 ${small ? "text-xs" : "text-sm"}`}
    >
      <Icon name="badge-check" aria-hidden="true" className={small ? "size-3.5" : undefined} />
      <span>
        Confirmed by {confirmed.by}{" "}
        <span className="font-normal text-slate-600">
          on <time dateTime={confirmed.at}>{formatDate(confirmed.at)}</time>
        </span>
      </span>
    </p>
  );
}
