import { describe, expect, it } from "vitest";
import { isDisposableAddress } from "./disposable";
import { parseResends, readCode, resendsInLastHour } from "./email-code";
import { newCode } from "./email-code.server";

describe("the assessment's e-mailed code", () => {
  it("is six digits, leading zeros kept, and spread over every digit", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // Each position takes every digit: a code is not drawn from a narrow range.
    for (let position = 0; position < 6; position++)
      expect(new Set(codes.map((code) => code[position])).size).toBe(10);
  });

  it("reads a code as a visitor types or pastes it, and nothing else", () => {
    expect(readCode("012345")).toBe("012345");
    expect(readCode(" 012 345 ")).toBe("012345");
    expect(readCode("012-345")).toBe("012345");
    for (const input of ["12345", "1234567", "12345a", "١٢٣٤٥٦", "", null, undefined, 123456])
      expect(readCode(input)).toBeNull();
  });

  it("counts the new codes of the last hour only", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const resends = ["2026-11-23T10:59:00Z", "2026-11-23T11:00:01Z", "2026-11-23T11:59:00Z"];
    expect(resendsInLastHour(resends, now)).toEqual(resends.slice(1));
    expect(parseResends("not json")).toEqual([]);
    expect(parseResends('["2026-11-23T11:00:01Z", 7]')).toEqual(["2026-11-23T11:00:01Z"]);
  });

  it("knows disposable domains from the maintained list, and the domains under them", () => {
    expect(isDisposableAddress("someone@mailinator.com")).toBe(true);
    expect(isDisposableAddress("someone@MAILINATOR.COM")).toBe(true);
    expect(isDisposableAddress("someone@inbox.mailinator.com")).toBe(true);
    expect(isDisposableAddress("someone@guerrillamail.com")).toBe(true);
    for (const address of ["someone@gmail.com", "someone@example.com", "a@staffing.co.in"])
      expect(isDisposableAddress(address)).toBe(false);
  });
});
