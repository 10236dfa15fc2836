import { describe, expect, it } from "vitest";
import { isPersonalAnswer } from "./cache-control";

const request = (method: string) => new Request("http://localhost/contact", { method });

describe("isPersonalAnswer", () => {
  it("is true for an action's answer, which may echo the form back", () => {
    expect(isPersonalAnswer(request("POST"), new Headers())).toBe(true);
  });

  it("is true for any answer that sets a cookie", () => {
    const headers = new Headers({ "Set-Cookie": "ss_toast=x; Path=/; HttpOnly" });
    expect(isPersonalAnswer(request("GET"), headers)).toBe(true);
  });

  it("is false for a page read without setting anything", () => {
    expect(isPersonalAnswer(request("GET"), new Headers({ "Content-Type": "text/html" }))).toBe(
      false,
    );
    expect(isPersonalAnswer(request("HEAD"), new Headers())).toBe(false);
  });
});
