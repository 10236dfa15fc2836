// The inbox an address delivers to, as far as its spelling tells: the key of the mail budget
// (issue 26). Many providers deliver "ana+1@…" to "ana@…" (sub-addressing), and Gmail ignores
// dots in the local part and treats googlemail.com as gmail.com, so a stranger could otherwise
// multiply one person's budget by spelling their address many ways. Pure: no I/O.

const gmail = new Set(["gmail.com", "googlemail.com"]);

/** "A.na+jobs@GoogleMail.com" and "ana@gmail.com" are one inbox: "ana@gmail.com". */
export function inboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (gmail.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}
