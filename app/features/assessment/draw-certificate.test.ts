import { describe, expect, it } from "vitest";
import type { CertificateData } from "./certificate";
import { drawCertificate } from "./draw-certificate";

/** The texts a drawing writes, from a stand-in canvas whose context records fillText. */
function textsOf(data: CertificateData): string[] {
  const texts: string[] = [];
  const context = new Proxy(
    {},
    {
      get: (_target, property) =>
        property === "fillText" ? (text: string) => texts.push(text) : () => undefined,
      set: () => true,
    },
  );
  const canvas = { width: 0, height: 0, getContext: () => context };
  drawCertificate(canvas as unknown as HTMLCanvasElement, data);
  return texts;
}

const premium: CertificateData = {
  name: "Jane Doe",
  company: "Quillmark",
  designation: "Recruiter",
  score: 92,
  issuedAt: "2026-11-22T12:00:00.000Z",
  validUntil: "2028-11-22T12:00:00.000Z",
  type: "premium",
  reference: "SS-2026-11-JANEDOE-7K3F9Q",
  verifyUrl: "https://example.com/verify/SS-2026-11-JANEDOE-7K3F9Q",
};

describe("drawCertificate", () => {
  it("writes the premium certificate's texts, with a seal in US spelling", () => {
    expect(textsOf(premium)).toEqual([
      "STAFFING SPOTLIGHT",
      "Certificate of Achievement",
      "Recruiter Certification",
      "This certifies that",
      "Jane Doe",
      "Recruiter, Quillmark",
      "has successfully completed the Staffing Spotlight Recruiter Certification",
      "with a score of 92%",
      "Issued November 22, 2026 · Valid until November 22, 2028",
      "Reference ID: SS-2026-11-JANEDOE-7K3F9Q",
      "Verify this certificate at https://example.com/verify/SS-2026-11-JANEDOE-7K3F9Q",
      "AUTHORIZED",
      "STAFFING",
      "SPOTLIGHT",
    ]);
  });
  it("has no seal on a standard certificate", () => {
    const texts = textsOf({ ...premium, type: "standard", reference: "" });
    expect(texts).not.toContain("AUTHORIZED");
    expect(texts.at(-1)).toBe("Verify at https://example.com/verify/SS-2026-11-JANEDOE-7K3F9Q");
  });
});
