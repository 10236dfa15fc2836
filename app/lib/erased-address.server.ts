import { createHmac } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * What stands for an e-mail address once its owner erased their data (issue 34, "Your data"):
 * "hmac:" and an HMAC-SHA256 of the address under the site's signing secret, which the database
 * alone cannot reverse. The limits that protect an inbox (its mail budget, its unsubscribe)
 * look it up beside the address itself, so an erase does not reset them.
 */
export function erasedKey(address: string): string {
  const hash = createHmac("sha256", getEnv().sessionSecrets[0] ?? "")
    .update(`your-data:${address.trim().toLowerCase()}`)
    .digest("hex");
  return `hmac:${hash}`;
}
