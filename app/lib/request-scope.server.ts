import { AsyncLocalStorage } from "node:async_hooks";

interface RequestScope {
  reqId: string;
}

// The Express server and the app's build each load a copy of this module (the build bundles
// it, and Vite loads it again in development), so both copies share one store, kept on a
// global under a registered symbol.
const key = Symbol.for("staffing-spotlight.request-scope");
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestScope> };
const scope = (holder[key] ??= new AsyncLocalStorage<RequestScope>());

/** Runs `next`, and all the work it starts, as part of the request with this id. */
export function runInRequestScope<T>(reqId: string, next: () => T): T {
  return scope.run({ reqId }, next);
}

/** The id of the request being handled, when there is one. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.reqId;
}
