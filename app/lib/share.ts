import { toast } from "./toast-store";

/** Native share where the device has it; otherwise the link is copied, with a toast. */
export async function shareOrCopyLink(url: string, title: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if ((error as DOMException).name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied to clipboard!");
  } catch {
    toast.error("Failed to copy link");
  }
}
