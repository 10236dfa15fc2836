import { describe, expect, it } from "vitest";
import { minimumPasswordLength, weakPasswordMessage } from "./password-strength.server";

// zxcvbn is loaded at the first check, not with the module (issue 35).
describe("weakPasswordMessage", () => {
  it("answers checks made at once before zxcvbn has loaded, each for its own password", async () => {
    const email = "ana.lopez@example.com";
    const [weak, strong, short, again] = await Promise.all([
      weakPasswordMessage("password1234", email),
      weakPasswordMessage("orbit-tangerine-cobalt-71-harbor", email),
      weakPasswordMessage("short", email),
      weakPasswordMessage("ana.lopez@example.com", email),
    ]);
    expect(weak).toMatch(/^This password is too easy to guess/);
    expect(strong).toBeNull();
    expect(short).toBe(`Please choose a password of at least ${minimumPasswordLength} characters.`);
    // The account's own address counts as guessable words.
    expect(again).toMatch(/^This password is too easy to guess/);
  });
});
