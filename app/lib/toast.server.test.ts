import { beforeAll, describe, expect, it } from "vitest";
import { initEnv } from "./env.server";
import { createToastHeaders, getToast, redirectWithToast } from "./toast.server";

beforeAll(() => {
  initEnv({ SESSION_SECRET: "unit-test-secret-0123456789abcdef0123456789", LOG_LEVEL: "silent" });
});

function cookieFrom(headers: Headers): string {
  return (headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

describe("flash toasts", () => {
  it("travel in a signed, httpOnly, short-lived cookie and are read once", async () => {
    const headers = await createToastHeaders({ title: "Success!", description: "Saved." });
    const setCookie = headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^ss_toast=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=60/);

    const request = new Request("http://localhost/", { headers: { Cookie: cookieFrom(headers) } });
    const { toast, headers: clearing } = await getToast(request);
    expect(toast).toMatchObject({ type: "success", title: "Success!", description: "Saved." });
    expect(toast?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(clearing?.get("Set-Cookie")).toMatch(/ss_toast=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("ride along with a redirect", async () => {
    const response = await redirectWithToast("/companies", { type: "error", title: "Error" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/companies");
    const request = new Request("http://localhost/companies", {
      headers: { Cookie: cookieFrom(response.headers) },
    });
    expect((await getToast(request)).toast).toMatchObject({ type: "error", title: "Error" });
  });

  it("ignore a cookie whose content was changed after signing", async () => {
    const headers = await createToastHeaders({ title: "Genuine" });
    const [name, value = ""] = cookieFrom(headers).split("=");
    const signed = decodeURIComponent(value);
    const signature = signed.slice(signed.lastIndexOf(".") + 1);
    const forged = btoa(
      JSON.stringify({ __flash_toast__: { id: "x", type: "error", title: "Forged" } }),
    );
    const tampered = `${name}=${encodeURIComponent(`${forged}.${signature}`)}`;
    const result = await getToast(
      new Request("http://localhost/", { headers: { Cookie: tampered } }),
    );
    expect(result).toEqual({ toast: null, headers: null });
  });

  it("give nothing when there is no cookie", async () => {
    expect(await getToast(new Request("http://localhost/"))).toEqual({
      toast: null,
      headers: null,
    });
  });
});
