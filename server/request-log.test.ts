import { describe, expect, it } from "vitest";
import { loggedUrl } from "./request-log";

describe("loggedUrl", () => {
  it("redacts the token of an e-mailed link and keeps the rest", () => {
    expect(loggedUrl("/reviews/confirm?token=Zk9x_secret-value")).toBe(
      "/reviews/confirm?token=%5Bredacted%5D",
    );
    expect(loggedUrl("/unsubscribe?token=abc.def&from=mail")).toBe(
      "/unsubscribe?token=%5Bredacted%5D&from=mail",
    );
  });
  it("redacts every parameter named like a secret, in any case, each time it appears", () => {
    const logged = loggedUrl("/x?Token=a&token=b&code=123456&apiKey=k&q=bridge");
    expect(logged).not.toMatch(/=a&|=b&|123456|=k&/);
    expect(logged).toContain("q=bridge");
  });
  it("leaves a URL without secrets exactly as it came", () => {
    for (const url of ["/", "/companies?q=a%20b&page=2", "/verify/SS-2026-11-JANEDOE-7K3F9Q"]) {
      expect(loggedUrl(url)).toBe(url);
    }
  });
});
