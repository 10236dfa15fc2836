import { useEffect, useId, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/lib/toast-store";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/** The generated query: read-only, focused when it arrives, with a copy button once script runs. */
export function SearchOutput({
  label,
  value,
  hint,
  minHeightClass,
  copiedMessage,
  children,
}: {
  label: string;
  value: string;
  hint: string;
  /** A Tailwind min-height class, e.g. min-h-[100px]. */
  minHeightClass: string;
  copiedMessage: string;
  children?: React.ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const box = useRef<HTMLTextAreaElement>(null);
  const navigationType = useNavigationType();
  // After the visitor builds a query (not on a first load from a shared link), focus moves
  // to it, so keyboard and screen-reader users land on the result.
  useEffect(() => {
    if (navigationType !== "POP") box.current?.focus();
  }, [value, navigationType]);

  return (
    <section
      aria-labelledby={`${id}-label`}
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <label id={`${id}-label`} htmlFor={id} className="text-lg font-bold text-slate-900">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        readOnly
        value={value}
        aria-describedby={`${id}-hint`}
        className={`${minHeightClass} mt-3 block w-full resize-y rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900`}
      />
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {hydrated ? (
          <button
            type="button"
            onClick={() => void copyText(value, copiedMessage, () => box.current?.select())}
            className={buttonClass("primary")}
          >
            <Icon name="copy" aria-hidden="true" />
            Copy to Clipboard
          </button>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/**
 * Copies the text and says so in a polite toast ("Copied!"); where the browser refuses, `select`
 * selects the text on screen and the toast asks for Ctrl+C instead.
 */
export async function copyText(text: string, copiedMessage: string, select: () => void) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied!", { description: copiedMessage, duration: 2000 });
  } catch {
    select();
    toast.error("Could not copy automatically", {
      description: "The text is selected: press Ctrl+C (or Cmd+C) to copy it.",
      duration: 4000,
    });
  }
}

/**
 * The key for a tool's form: it changes (and the form remounts with the server's values)
 * only when the visitor pressed Reset or Clear, or followed a link whose state asks for it
 * (a template or a saved search), so nothing typed is ever wiped otherwise.
 */
export function useResetKey(param: "reset" | "clear"): string {
  const location = useLocation();
  const fill = (location.state as { fillForm?: unknown } | null)?.fillForm === true;
  return fill || new URLSearchParams(location.search).has(param) ? location.key : "form";
}
