import { describe, expect, it } from "vitest";
import { certificatePdfHref, paperFromParam } from "./certificate-paper";

describe("the certificate PDF's paper", () => {
  it("is US Letter unless A4 is asked for, and unknown otherwise", () => {
    expect(paperFromParam(null)).toBe("letter");
    expect(paperFromParam("")).toBe("letter");
    expect(paperFromParam("letter")).toBe("letter");
    expect(paperFromParam("A4")).toBe("a4");
    expect(paperFromParam("legal")).toBeNull();
  });

  it("has an address per paper, Letter's without a parameter", () => {
    expect(certificatePdfHref("SS-2026-11-ZOE-ABCDEF", "letter")).toBe(
      "/verify/SS-2026-11-ZOE-ABCDEF/certificate.pdf",
    );
    expect(certificatePdfHref("SS-2026-11-ZOE-ABCDEF", "a4")).toBe(
      "/verify/SS-2026-11-ZOE-ABCDEF/certificate.pdf?paper=a4",
    );
  });
});
