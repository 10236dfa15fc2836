import { Icon } from "~/components/ui/icon";
import { siteName } from "~/lib/site";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="logo">
      <span aria-hidden="true" className="logo-mark">
        <Icon name="star" className="size-5 fill-current" />
      </span>
      <span className={inverted ? "text-white" : "text-slate-900"}>{siteName}</span>
    </span>
  );
}
