import { channel } from "node:diagnostics_channel";

/**
 * Each attempt a rate limit refused, as `{ rule }` (the rule's name): consumeLimits
 * (rate-limit.server.ts) tells it, /metrics counts it (server/metrics.ts). A channel by name, not
 * a module's state: the React Router build and the server each hold a copy of the modules. Apart
 * from the limiter so that the server can listen without loading the database code.
 */
export const rateLimitRefusals = channel("staffing-spotlight:rate-limit-refused");

export interface RateLimitRefusal {
  rule: string;
}
