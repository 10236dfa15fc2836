import { describe, expect, it } from "vitest";
import { newNonce } from "./security";

describe("CSP nonces", () => {
  it("are 128 random bits each, in base64", () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("are never repeated, across refills of the pool", () => {
    // 256 a pool: 2,000 cross seven refills.
    const nonces = Array.from({ length: 2_000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    // Not a pool read twice: every byte value turns up, as random bytes do at this size.
    const bytes = new Set(nonces.flatMap((nonce) => [...Buffer.from(nonce, "base64")]));
    expect(bytes.size).toBe(256);
  });
});
