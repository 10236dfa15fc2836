// autocannon ships no types and there is no @types package for version 9: only the parts
// of its programmatic API that the bench uses are declared here.
declare module "autocannon" {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send; returns the request to send. */
    setupRequest?: (
      request: AutocannonRequest,
      context: Record<string, unknown>,
    ) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all, spread over the connections; the run ends after them (not `duration`). */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface AutocannonResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds. */
    latency: Histogram;
    /** Requests completed per one-second sample. */
    requests: Histogram & { sent: number };
    /** Bytes per one-second sample. */
    throughput: Histogram;
  }

  /** A run: a promise of its result, and the events it emits meanwhile. */
  export interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    /** Each answer, as it completes (milliseconds). */
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
    stop(): void;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
