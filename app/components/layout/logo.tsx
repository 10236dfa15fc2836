import { Icon } from "~/components/ui/icon";
import { siteName } from "~/lib/site";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-bold tracking-tight">
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-700 text-accent-400"
      >
        <Icon name="star" className="size-5 fill-current" />
      </span>
      <span className={inverted ? "text-white" : "text-slate-900"}>{siteName}</span>
    </span>
  );
}
