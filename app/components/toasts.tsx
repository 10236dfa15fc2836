import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { Icon } from "~/components/ui/icon";
import type { Toast } from "~/lib/toast";
import {
  currentToasts,
  serverToasts,
  subscribeToToasts,
  toast as showToast,
  type ShownToast,
} from "~/lib/toast-store";

/**
 * Toasts for the whole site. A toast sent by the server (after a form post) arrives in the
 * root loader's data and pops up like any other once JavaScript runs.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  useToast(toast);
  return <Toaster />;
}

// A toast from the server has a unique id; remembering it keeps it from popping up twice when
// the same data renders again.
const shownFromServer = new Set<string>();

/** Shows a toast (from a loader or an action) once, when it arrives. */
export function useToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast || shownFromServer.has(toast.id)) return;
    shownFromServer.add(toast.id);
    showToast[toast.type](toast.title, { id: toast.id, description: toast.description });
  }, [toast]);
}

/**
 * The stack at the top of the page. Both live regions are in the page from the start, so a
 * screen reader announces what is added to them: errors at once, the rest politely. A toast
 * stays while the pointer is over the stack or focus is in it; Alt+T moves focus to it and
 * Escape closes the focused toast.
 */
function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const region = useRef<HTMLElement>(null);
  // Where focus was before it entered the stack: it goes back there when the last toast closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (!event.altKey || event.code !== "KeyT") return;
      const close = region.current?.querySelector<HTMLElement>("button");
      if (!close) return;
      event.preventDefault();
      close.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  function close(id: string) {
    const card = region.current?.querySelector(`[data-toast="${CSS.escape(id)}"]`);
    if (card?.contains(document.activeElement)) {
      const next = [...(region.current?.querySelectorAll<HTMLElement>("[data-toast]") ?? [])]
        .find((other) => other !== card)
        ?.querySelector<HTMLElement>("button");
      const back = returnFocus.current?.isConnected ? returnFocus.current : null;
      (next ?? back)?.focus();
    }
    showToast.dismiss(id);
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    if (!focused && event.relatedTarget instanceof HTMLElement) {
      returnFocus.current = event.relatedTarget;
    }
    setFocused(true);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    const id = (event.target as HTMLElement).closest<HTMLElement>("[data-toast]")?.dataset.toast;
    if (id) close(id);
  }

  const paused = hovered || focused;
  const card = (shown: ShownToast) => (
    <ToastCard key={shown.id} toast={shown} paused={paused} onClose={() => close(shown.id)} />
  );
  return (
    <section
      ref={region}
      aria-label="Notifications Alt+T"
      className="toast-region"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div aria-live="assertive" className="toast-stack">
        {toasts.filter((shown) => shown.type === "error").map(card)}
      </div>
      <div role="status" aria-live="polite" className="toast-stack">
        {toasts.filter((shown) => shown.type !== "error").map(card)}
      </div>
    </section>
  );
}

const tones = {
  success: { icon: "circle-check", accent: "border-l-emerald-600", color: "text-emerald-600" },
  error: { icon: "circle-exclamation-point", accent: "border-l-red-600", color: "text-red-600" },
  info: { icon: "info", accent: "border-l-brand-700", color: "text-brand-700" },
} as const;

function ToastCard({
  toast,
  paused,
  onClose,
}: {
  toast: ShownToast;
  paused: boolean;
  onClose: () => void;
}) {
  // Time left on screen, counted down only while the stack is not paused. The same toast
  // shown again (a new object with its id) starts a fresh count.
  const left = useRef({ toast, ms: toast.duration });
  useEffect(() => {
    if (left.current.toast !== toast) left.current = { toast, ms: toast.duration };
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => showToast.dismiss(toast.id), left.current.ms);
    return () => {
      clearTimeout(timer);
      left.current.ms -= Date.now() - started;
    };
  }, [paused, toast]);

  const tone = tones[toast.type];
  return (
    <div
      data-toast={toast.id}
      className={`pointer-events-auto relative mb-2 flex w-[356px] max-w-full gap-3 rounded-lg border border-l-4 border-slate-200 bg-white py-3 pl-3 pr-10 text-sm shadow-lg transition-[opacity,translate] duration-200 ease-out starting:opacity-0 motion-safe:starting:-translate-y-2 ${tone.accent}`}
    >
      <Icon name={tone.icon} aria-hidden="true" className={`mt-0.5 shrink-0 ${tone.color}`} />
      <div>
        <p className="font-semibold text-slate-900">{toast.title}</p>
        {toast.description ? <p className="mt-0.5 text-slate-600">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-2 top-2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="x" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Without JavaScript, the server's toast shows as a status message under the header: inside
 * <noscript> on pages that have scripts, and as is on the pages that send none.
 */
export function NoScriptToast({
  toast,
  inline = false,
}: {
  toast: Toast | null | undefined;
  inline?: boolean;
}) {
  if (!toast) return null;
  const tone =
    toast.type === "error"
      ? "border-red-200 bg-red-50 text-red-900"
      : "border-emerald-200 bg-emerald-50 text-emerald-900";
  const message = (
    <div role="status" className={`border-b px-4 py-3 text-center ${tone}`}>
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm">{toast.description}</p> : null}
    </div>
  );
  return inline ? message : <noscript>{message}</noscript>;
}

/**
 * An action's toast, with and without JavaScript: it pops up in the stack once scripts run,
 * and shows under the header (in <noscript>) until then or without them.
 */
export function ActionToast({ toast }: { toast: Toast | null | undefined }) {
  useToast(toast);
  return <NoScriptToast toast={toast} />;
}
