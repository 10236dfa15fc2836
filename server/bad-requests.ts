import type { Request, RequestHandler } from "express";
import { plainPage } from "./plain-page";

/** Why a request was not understood; each is logged as a `bad_request` event at info level. */
export type BadRequestReason =
  "method" | "target" | "host" | "forwarded" | "malformed" | "too_large" | "timeout";

/** What the site answers: pages (GET, and HEAD for their headers) and form posts (POST). */
export const allowedMethods = "GET, HEAD, POST";
const allowed = new Set(allowedMethods.split(", "));

// A Host value as RFC 9110 allows it: a name or IPv4 address, or an IPv6 address in brackets,
// and an optional port. No user name, path, spaces or anything else a URL would choke on.
const hostSyntax = /^(?:[A-Za-z0-9._~!$&'()*+,;=%-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function isHost(value: string | undefined): boolean {
  if (!value || !hostSyntax.test(value)) return false;
  try {
    // The URL parser has the last word on what a host is (a port above 65535, "%20"...).
    new URL(`http://${value}/`);
    return true;
  } catch {
    return false;
  }
}

/** How many Host header lines the request had (Node.js keeps only the first). */
function hostLines(req: Request): number {
  return req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === "host").length;
}

/** The first problem that keeps the app from understanding this request, if any. */
function problemOf(req: Request): BadRequestReason | undefined {
  if (!allowed.has(req.method)) return "method";
  // Only origin-form ("/path?query"): an absolute URL ("GET http://other/") is meant for a
  // proxy, and "*" for the server as a whole; neither names a page of ours.
  if (!req.originalUrl.startsWith("/")) return "target";
  // RFC 9112 section 3.2: exactly one Host, and a valid one, or 400. The app builds each
  // request's URL from it.
  if (hostLines(req) !== 1 || !isHost(req.headers.host)) return "host";
  // Behind a trusted proxy, the URL is built from X-Forwarded-Host and X-Forwarded-Proto
  // instead (Express's req.host and req.protocol; React Router's adapter reads a port from the
  // whole X-Forwarded-Host list): a client may have put anything there.
  const forwardedHosts = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : "";
  if (forwardedHosts && !forwardedHosts.split(",").every((host) => isHost(host.trim()))) {
    return "forwarded";
  }
  if (!isHost(req.host) || (req.protocol !== "http" && req.protocol !== "https")) {
    return "forwarded";
  }
  return undefined;
}

const methodPage = plainPage(
  "Not possible here",
  "This address cannot be used that way",
  "Our pages can be opened and our forms sent, and that is all. Please open the page in your browser instead.",
);
const badRequestPage = plainPage(
  "Request not understood",
  "This request could not be understood",
  "Your browser or another program sent a request that our site cannot read. Please open the page again from the home page.",
);

/**
 * Requests the app cannot understand are answered here with a clear page, before React Router
 * tries to build a URL out of them and fails with a 500: a method the site does not use
 * (TRACE, PUT, OPTIONS...) gets 405 with `Allow`; a request target that is not a path, or a
 * missing, repeated or malformed Host (or forwarded host or protocol) gets 400. Each is
 * reported to `onRefused`, which logs it at info level: it is the client's mistake, not ours.
 */
export function refuseBadRequests(onRefused: (reason: BadRequestReason) => void): RequestHandler {
  return (req, res, next) => {
    const problem = problemOf(req);
    if (!problem) return next();
    onRefused(problem);
    if (problem === "method") {
      res.status(405).set("Allow", allowedMethods).type("html").send(methodPage);
      return;
    }
    res.status(400).type("html").send(badRequestPage);
  };
}
