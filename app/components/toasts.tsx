import { useEffect } from "react";
import { toast as showToast, Toaster } from "sonner";
import type { Toast } from "~/lib/toast";

/**
 * Toasts for the whole site. A toast sent by the server (after a form post) arrives in the
 * root loader's data and pops up like any other once JavaScript runs.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  useToast(toast);
  return <Toaster position="top-center" closeButton />;
}

/** Shows a toast (from a loader or an action) once, when it arrives. */
export function useToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    // Deferred so that the Toaster has mounted when this runs on the first page load.
    const timer = setTimeout(() =>
      showToast[toast.type](toast.title, { id: toast.id, description: toast.description }),
    );
    return () => clearTimeout(timer);
  }, [toast]);
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
