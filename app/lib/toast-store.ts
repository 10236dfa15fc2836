import type { Toast } from "./toast";

export interface ToastOptions {
  /** A toast shown again with the same id replaces the one on screen instead of stacking. */
  id?: string;
  description?: string;
  /** Milliseconds on screen, not counting time under the pointer or keyboard focus. */
  duration?: number;
}

export interface ShownToast extends Toast {
  duration: number;
}

/** At most this many on screen; a newer toast pushes the oldest out. */
const maxToasts = 3;
const defaultDuration = 4000;

let toasts: readonly ShownToast[] = [];
const listeners = new Set<() => void>();
let lastId = 0;

function update(next: readonly ShownToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(type: Toast["type"], title: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++lastId}`;
  const shown: ShownToast = {
    id,
    type,
    title,
    description: options.description,
    duration: options.duration ?? defaultDuration,
  };
  update(
    toasts.some((existing) => existing.id === id)
      ? toasts.map((existing) => (existing.id === id ? shown : existing))
      : [shown, ...toasts].slice(0, maxToasts),
  );
  return id;
}

/** Shows a toast from anywhere in the browser: `toast.success("Saved", { description })`. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
  info: (title: string, options?: ToastOptions) => show("info", title, options),
  dismiss(id: string) {
    update(toasts.filter((existing) => existing.id !== id));
  },
};

/** For the toaster's useSyncExternalStore. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ShownToast[] {
  return toasts;
}

const none: readonly ShownToast[] = [];

/** The server renders no toasts: they appear once JavaScript runs. */
export function serverToasts(): readonly ShownToast[] {
  return none;
}
