import { AsyncLocalStorage } from "node:async_hooks";

interface RequestScope {
  reqId: string;
  /** Set once the request has saved a change (noteSavedChange). */
  savedChange: boolean;
}

// The Express server and the app's build each load a copy of this module (the build bundles
// it, and Vite loads it again in development), so both copies share one store, kept on a
// global under a registered symbol.
const key = Symbol.for("staffing-spotlight.request-scope");
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestScope> };
const scope = (holder[key] ??= new AsyncLocalStorage<RequestScope>());

/** Runs `next`, and all the work it starts, as part of the request with this id. */
export function runInRequestScope<T>(reqId: string, next: () => T): T {
  return scope.run({ reqId, savedChange: false }, next);
}

/** The id of the request being handled, when there is one. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.reqId;
}

/**
 * Says that the request being handled saved a change (a form's save, a moderator's decision, a
 * confirmation). Only such a request makes this process's page cache forget its pages
 * (server/page-cache.ts): a post that stored nothing, whatever its answer, leaves them.
 */
export function noteSavedChange(): void {
  const current = scope.getStore();
  if (current) current.savedChange = true;
}

/**
 * For a request that is starting: a question to ask once it is answered, whether it saved a
 * change (noteSavedChange). Outside a request's scope, the answer is always no.
 */
export function watchSavedChange(): () => boolean {
  const current = scope.getStore();
  return () => current?.savedChange ?? false;
}
