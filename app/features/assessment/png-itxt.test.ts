import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { badgeKeyword, readITXt, withITXt } from "./png-itxt";

/** A real 1 x 1 PNG, built here: signature, IHDR, IDAT, IEND with their CRCs. */
function tinyPng(): Uint8Array {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.from([0, 255, 255, 255]))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

describe("the credential baked into the certificate's PNG", () => {
  const jws = "eyJhbGciOiJFZERTQSJ9.eyJ2YyI6eyJuYW1lIjoiQW5hIE1hcsOtYSJ9fQ.c2lnbmF0dXJl";

  it("is an iTXt chunk with the keyword openbadgecredential, before IEND, read back whole", () => {
    const png = tinyPng();
    const baked = withITXt(png, badgeKeyword, jws);
    expect(readITXt(baked, badgeKeyword)).toBe(jws);
    expect(readITXt(png, badgeKeyword)).toBeNull();
    // Still a PNG that ends with IEND; the picture's chunks are untouched.
    expect(Buffer.from(baked.subarray(-8, -4)).toString("latin1")).toBe("IEND");
    expect(Buffer.from(baked.subarray(0, png.length - 12))).toEqual(
      Buffer.from(png.subarray(0, png.length - 12)),
    );
    const text = Buffer.from(baked).toString("latin1");
    expect(text.indexOf("iTXt")).toBeLessThan(text.indexOf("IEND"));
    expect(text).toContain(`iTXt${badgeKeyword}\u0000\u0000\u0000\u0000\u0000${jws}`);
  });

  it("keeps text outside Latin-1 as UTF-8, and a damaged chunk is not read", () => {
    const baked = withITXt(tinyPng(), badgeKeyword, "Zoë 李");
    expect(readITXt(baked, badgeKeyword)).toBe("Zoë 李");
    const damaged = new Uint8Array(baked);
    const at = Buffer.from(damaged).indexOf("Zo");
    damaged[at] = "X".charCodeAt(0);
    expect(readITXt(damaged, badgeKeyword)).toBeNull();
    expect(() => withITXt(new Uint8Array([1, 2, 3]), badgeKeyword, "x")).toThrow("not a PNG");
  });
});
