// How /metrics covers every worker of `npm start` (server/cluster.ts). The worker that is asked
// for /metrics asks the primary, over the cluster's IPC channel; the primary asks every worker for
// its metrics (prom-client's AggregatorRegistry: counters and histograms are summed), and answers
// that worker with the text. prom-client is loaded only when METRICS_TOKEN is set (issue 35).
import cluster, { type Worker } from "node:cluster";
import type { Registry } from "prom-client";

const ask = "staffing-spotlight:metrics-ask";
const answer = "staffing-spotlight:metrics-answer";

interface Ask {
  type: typeof ask;
  id: number;
}
type Answer = { type: typeof answer; id: number } & ({ text: string } | { error: string });

const isAsk = (message: unknown): message is Ask => (message as Partial<Ask> | null)?.type === ask;
const isAnswer = (message: unknown): message is Answer =>
  (message as Partial<Answer> | null)?.type === answer;

/**
 * In the primary: answers each worker that asks with the metrics of all the workers. A worker
 * that has died, or hangs, does not answer the primary: prom-client gives up after 5 seconds and
 * the asking worker answers 503.
 */
export async function answerWorkersMetrics(): Promise<void> {
  const { AggregatorRegistry } = await import("prom-client");
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    const reply = (result: { text: string } | { error: string }) => {
      // The asking worker may have died meanwhile: nobody is left to answer.
      if (worker.isConnected()) worker.send({ type: answer, id: message.id, ...result }, () => {});
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

/** In a worker: prom-client answers the primary's requests with this registry's metrics. */
export async function offerMetricsToPrimary(registry: Registry): Promise<void> {
  const { AggregatorRegistry } = await import("prom-client");
  AggregatorRegistry.setRegistries([registry]);
  // prom-client listens for the primary's requests once an AggregatorRegistry exists.
  new AggregatorRegistry();
}

/** What a worker talks to the primary through: `process` in a cluster worker. */
export interface PrimaryChannel {
  send(message: Ask, callback: (error: Error | null) => void): unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
}

/** Longer than prom-client's own 5 seconds, so that its answer (an error) normally comes first. */
const askTimeoutMs = 6_000;
let lastId = 0;

/**
 * In a worker: the metrics of every worker, as the primary gathers them. Rejects when the
 * primary has not answered within `timeoutMs` (a primary without answerWorkersMetrics, or one
 * stuck), so a scrape never hangs.
 */
export function askPrimaryForMetrics(
  primary: PrimaryChannel = process as PrimaryChannel,
  timeoutMs = askTimeoutMs,
): Promise<string> {
  const id = (lastId += 1);
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      primary.off("message", listen);
    };
    const listen = (message: unknown) => {
      if (!isAnswer(message) || message.id !== id) return;
      settle();
      if ("text" in message) resolve(message.text);
      else reject(new Error(`the primary could not gather the workers' metrics: ${message.error}`));
    };
    const timer = setTimeout(() => {
      settle();
      reject(new Error(`the primary did not answer within ${timeoutMs / 1000} seconds`));
    }, timeoutMs);
    primary.on("message", listen);
    // With a callback, a channel already closed (the primary gone) is an answer, not a crash.
    primary.send({ type: ask, id }, (error) => {
      if (!error) return;
      settle();
      reject(error);
    });
  });
}
