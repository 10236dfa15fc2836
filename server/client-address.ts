import { isIP } from "node:net";
import type { Express, Request } from "express";

/**
 * The visitor's address, as `req.ip` gives it everywhere (rate limits, logs): the socket's
 * address, or, behind the proxies that TRUST_PROXY trusts, the address the nearest of them was
 * given in X-Forwarded-For, hop by hop as Express reads it (proxy-addr). One rule is added:
 * a hop that is not an IP address (`X-Forwarded-For: not-an-ip-123`, or a value with a port) is
 * never taken. The walk stops there, and the nearest valid hop stands: the address of the
 * trusted proxy that passed the value on, or, for a client that reached the port directly, its
 * own socket's address. So no one can name themselves with an arbitrary string.
 */
export function clientAddress(
  req: Pick<Request, "headers" | "socket">,
  trust: (address: string, hop: number) => boolean,
): string | undefined {
  let address = req.socket.remoteAddress;
  if (!address) return undefined;
  const header = req.headers["x-forwarded-for"];
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  const forwarded =
    text.trim() === ""
      ? []
      : text
          .split(",")
          .map((hop) => hop.trim())
          .reverse();
  for (const [hop, next] of forwarded.entries()) {
    if (!trust(address, hop) || !isIP(next)) break;
    address = next;
  }
  return address;
}

/** Makes `req.ip` the address clientAddress gives, under the app's `trust proxy` setting. */
export function takeClientAddress(app: Express): void {
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  Object.defineProperty(app.request, "ip", {
    configurable: true,
    enumerable: true,
    get(this: Request) {
      return clientAddress(this, trust);
    },
  });
}
