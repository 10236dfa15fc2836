import { PageLink } from "~/components/page-link";
import { Icon } from "~/components/ui/icon";

/** The posting policy's section on the person a movement is about (issue 31). */
export const confirmedMarkPolicy = "/posting-policy#when-a-post-is-about-you";

/**
 * What a movement's "Confirmed by" mark means, under the lists that show it (the home page's
 * recent movements, /movements): a visitor should not read a movement without it as doubtful.
 */
export function ConfirmedMarkNote({ className = "" }: { className?: string }) {
  return (
    <p
      className={`flex max-w-3xl gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm leading-6 text-slate-600 ${className}`}
    >
      <Icon
        name="badge-check"
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-emerald-800"
      />
      <span>
        <strong className="font-semibold text-slate-900">“Confirmed by”</strong> and a first name
        mean that the person the movement is about received our e-mail, at the address given for
        them, and confirmed the details. A movement without it is not necessarily wrong: the person
        may not have been given an address, or may not have answered yet.{" "}
        <PageLink to={confirmedMarkPolicy} className="font-medium text-brand-800 underline">
          How confirmation works
        </PageLink>
      </span>
    </p>
  );
}
