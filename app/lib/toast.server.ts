import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect } from "react-router";
import { siteCookies } from "~/content/cookies";
import { z } from "zod";
import { getEnv } from "./env.server";
import type { Toast, ToastInput } from "./toast";

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info"]),
  title: z.string(),
  description: z.string().optional(),
}) satisfies z.ZodType<Toast>;

// A toast that must survive a redirect after a form post (and show with JavaScript off)
// travels in a signed, short-lived, httpOnly cookie that is read once and then cleared.
// Signing stops another site or a script from planting messages that look like ours.
let storage: ReturnType<typeof createToastStorage> | undefined;

function createToastStorage() {
  const env = getEnv();
  return createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: siteCookies.toast.name,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.siteUrl.startsWith("https:"),
      secrets: env.sessionSecrets,
      maxAge: siteCookies.toast.maxAge,
    },
  });
}

function toastStorage() {
  storage ??= createToastStorage();
  return storage;
}

export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const session = await toastStorage().getSession();
  session.flash("toast", { id: randomUUID(), type: input.type ?? "success", ...input });
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(input)).getSetCookie()) {
    headers.append("Set-Cookie", cookie);
  }
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get("toast"));
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }),
  };
}
