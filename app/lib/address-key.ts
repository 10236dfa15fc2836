/**
 * The rate-limit key of a visitor's address: an IPv4 address as it is (also when a dual-stack
 * server reports it as IPv4-mapped IPv6, ::ffff:a.b.c.d), and an IPv6 address by its /64
 * prefix. One home, phone or server is given a whole /64, so counting single IPv6 addresses
 * would hand one visitor 2^64 buckets: a limit per address, or a lock after failures from
 * many addresses, would mean nothing.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return `ip:${mapped[1]}`;
  const groups = address.includes(":") ? ipv6Groups(address) : null;
  return groups ? `ip6:${groups.slice(0, 4).join(":")}::/64` : `ip:${address}`;
}

/** The eight groups of an IPv6 address, without leading zeros; null if it is not one. */
function ipv6Groups(address: string): string[] | null {
  // An IPv4 address written in the last 32 bits stands for the last two groups.
  const text = address.replace(/(\d{1,3}(?:\.\d{1,3}){3})$/, "0:0");
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const [head = "", tail = ""] = halves;
  const first = head ? head.split(":") : [];
  const last = tail ? tail.split(":") : [];
  const missing = 8 - first.length - last.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...first, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...last];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
