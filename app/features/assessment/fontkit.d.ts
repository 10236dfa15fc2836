// fontkit (pdfkit's font engine, which ships no types): the one call the certificate PDF makes.
declare module "fontkit" {
  /** A parsed font: pdfkit lays text out and subsets with it, as with a font file it opened. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
