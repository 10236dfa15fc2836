// The certificate PDF's paper: US Letter unless A4 is asked for (decision 0033). US employers
// print on Letter; A4 is one link away for everyone else.

export const papers = {
  letter: { label: "US Letter", size: "LETTER" },
  a4: { label: "A4", size: "A4" },
} as const;
export type Paper = keyof typeof papers;

/** The paper a `?paper=` value asks for: Letter when there is none, null when it is unknown. */
export function paperFromParam(value: string | null): Paper | null {
  if (value === null || value === "") return "letter";
  const paper = value.toLowerCase();
  return paper === "letter" || paper === "a4" ? paper : null;
}

/** The address of a certificate's PDF on `paper`. */
export function certificatePdfHref(reference: string, paper: Paper): string {
  const path = `/verify/${reference}/certificate.pdf`;
  return paper === "letter" ? path : `${path}?paper=${paper}`;
}
