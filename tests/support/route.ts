/**
 * Calling a route's loader or action in a test, as React Router would: the one place that
 * builds a route's arguments and reads what the route answered.
 *
 *   const result = await callRoute(action, formRequest("/contact", fields), { clientIp });
 *   expect(result).toMatchObject({ status: 302, location: "/contact" });
 *   expect(result.data?.errors.name).toBe("Name is required");
 *
 * Call a loader directly with routeArgs() when the test reads the plain data it returns (its
 * type then comes from the route), or the body of the Response it returns (a CSV, an RSS feed).
 */

/** A route module's loader or action, whatever its arguments and answer. */
export type RouteHandler = (args: never) => unknown;

export interface RouteOptions {
  /** The route's path parameters, e.g. { id: "12" } for /company/:id. */
  params?: Record<string, string>;
  /** The visitor's address, which the rate limits count by. */
  clientIp?: string;
}

/** What a loader or action answered, whether it returned it or threw it. */
export interface RouteResult<T = unknown> {
  /** The HTTP status: a Response's or data()'s, else 200. */
  status: number;
  /** The Location header: where a redirect sends the browser. */
  location: string | null;
  /** The Set-Cookie header, e.g. "ss_session=...; HttpOnly; ...". */
  setCookie: string | null;
  headers: Headers;
  /** The data: what the handler returned, or what it passed to data(); none for a Response. */
  data: T | undefined;
}

/** The load context the Express server gives every request (server/index.ts). */
export function context(clientIp = "203.0.113.7") {
  return { cspNonce: "", clientIp, requestId: "test-request", dataRequest: false };
}

/** A real request to a route action, as a browser's form post would send it. */
export function formRequest(url: string, fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(new URL(url, "http://localhost").toString(), {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/**
 * A loader's or an action's arguments ({ request, context, params }), typed to fit any route.
 * A path ("/companies?q=x") stands for a GET request to it.
 */
export function routeArgs(request: Request | string, options: RouteOptions = {}): never {
  return {
    request:
      typeof request === "string" ? new Request(new URL(request, "http://localhost")) : request,
    params: options.params ?? {},
    context: context(options.clientIp),
  } as never;
}

/** What React Router's data() makes: data with a status and headers. */
interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function resultOf<T>(value: unknown): RouteResult<T> {
  let status = 200;
  let headers = new Headers();
  let data: unknown = value;
  if (value instanceof Response) {
    ({ status, headers } = value);
    data = undefined;
  } else if (isDataWithInit(value)) {
    status = value.init?.status ?? 200;
    headers = new Headers(value.init?.headers);
    data = value.data;
  }
  return {
    status,
    location: headers.get("Location"),
    setCookie: headers.get("Set-Cookie"),
    headers,
    data: data as T | undefined,
  };
}

/**
 * Runs a loader or an action with a real request and reads its answer. React Router answers a
 * thrown Response or data() as if it were returned; anything else thrown (a 500) is thrown on.
 * T is the shape of the data the test reads.
 */
export async function callRoute<T = unknown>(
  handler: RouteHandler,
  request: Request | string,
  options: RouteOptions = {},
): Promise<RouteResult<T>> {
  try {
    return resultOf<T>(await handler(routeArgs(request, options)));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return resultOf<T>(thrown);
    throw thrown;
  }
}
