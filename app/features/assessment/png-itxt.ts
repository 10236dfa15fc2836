// Open Badges 3.0 "baking": the signed credential travels inside the certificate's PNG, in an
// iTXt chunk whose keyword is "openbadgecredential" and whose text is the compact JWS. Pure
// byte work, run in the browser when the certificate is downloaded and in the tests.

export const badgeKeyword = "openbadgecredential";

const signature = [137, 80, 78, 71, 13, 10, 26, 10];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  /** Where the chunk starts (its length field) and ends (after its CRC). */
  start: number;
  end: number;
  data: Uint8Array;
}

function chunks(png: Uint8Array): Chunk[] {
  if (!signature.every((byte, i) => png[i] === byte)) throw new Error("not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const found: Chunk[] = [];
  let at = 8;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    found.push({ type, start: at, end, data: png.subarray(at + 8, at + 8 + length) });
    at = end;
    if (type === "IEND") break;
  }
  return found;
}

/** The PNG with an iTXt chunk (uncompressed, no language) added just before its IEND. */
export function withITXt(png: Uint8Array, keyword: string, text: string): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const keywordBytes = Uint8Array.from(keyword, (char) => char.charCodeAt(0));
  const textBytes = encoder.encode(text);
  // keyword \0, compression flag 0, method 0, language tag "" \0, translated keyword "" \0, text
  const data = new Uint8Array(keywordBytes.length + 5 + textBytes.length);
  data.set(keywordBytes, 0);
  data.set(textBytes, keywordBytes.length + 5);
  const typeAndData = new Uint8Array(4 + data.length);
  typeAndData.set(encoder.encode("iTXt"), 0);
  typeAndData.set(data, 4);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));

  const iend = chunks(png).find((item) => item.type === "IEND");
  if (!iend) throw new Error("a PNG without IEND");
  const result = new Uint8Array(png.length + chunk.length);
  result.set(png.subarray(0, iend.start), 0);
  result.set(chunk, iend.start);
  result.set(png.subarray(iend.start), iend.start + chunk.length);
  return result;
}

/** The text of the PNG's uncompressed iTXt chunk with `keyword`, if its CRC is right. */
export function readITXt(png: Uint8Array, keyword: string): string | null {
  for (const chunk of chunks(png)) {
    if (chunk.type !== "iTXt") continue;
    const nul = chunk.data.indexOf(0);
    if (String.fromCharCode(...chunk.data.subarray(0, nul)) !== keyword) continue;
    const typeAndData = new Uint8Array(4 + chunk.data.length);
    typeAndData.set(new TextEncoder().encode("iTXt"), 0);
    typeAndData.set(chunk.data, 4);
    const crc = new DataView(chunk.data.buffer, chunk.data.byteOffset + chunk.data.length, 4);
    if (crc.getUint32(0) !== crc32(typeAndData)) return null;
    if (chunk.data[nul + 1] !== 0) return null; // compressed: not what we write
    let at = nul + 3;
    at = chunk.data.indexOf(0, at) + 1; // language tag
    at = chunk.data.indexOf(0, at) + 1; // translated keyword
    return new TextDecoder().decode(chunk.data.subarray(at));
  }
  return null;
}
