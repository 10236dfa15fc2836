import { randomFillSync } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { plainPage } from "./plain-page";

const nonceBytes = 16;
// Random bytes for 256 nonces, drawn from the CSPRNG at once and each 16 used once: one call
// for every 256 responses instead of one each (about 8 µs a call; issue 35, render cost), as
// node's own randomUUID batches its entropy.
const noncePool = Buffer.alloc(nonceBytes * 256);
let noncePoolOffset = noncePool.length;

/** A fresh 128-bit nonce, base64. */
export function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + nonceBytes);
  noncePoolOffset += nonceBytes;
  return nonce;
}

/** Gives each response its own nonce, used by the CSP below and by React Router's scripts. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce();
  next();
};

/**
 * Security headers, all in one place.
 * - Content-Security-Policy (enforced): scripts only from our origin or inline with this
 *   response's nonce (a page sent from the page cache names its inline scripts by hash
 *   instead: server/page-cache.ts, decision 0016), so injected markup cannot run script
 *   (cross-site scripting);
 *   `frame-ancestors 'none'` stops other sites framing us (clickjacking); `form-action`,
 *   `base-uri` and `object-src` close the other classic injection routes. Inline styles
 *   are allowed because pages carry style attributes, which no nonce can cover: React
 *   renders `style` props into the server's HTML (the wheel's rotation, the assessment's
 *   progress bar, the rating bars) and the plain error pages (plain-page.ts) are styled
 *   inline. Without `'unsafe-inline'` the browser would drop them; styles cannot run script.
 *   Style sheets are our own files (Tailwind's build).
 * - Referrer-Policy strict-origin-when-cross-origin: other sites see only our origin.
 *   (`no-referrer` would make browsers send `Origin: null` on our own form posts, which
 *   React Router's CSRF check rightly rejects.)
 * - HSTS and upgrade-insecure-requests only when the site is served over https.
 * - X-Content-Type-Options nosniff, Cross-Origin-Opener-Policy and the rest: helmet defaults.
 * - Permissions-Policy, below.
 */
export function securityHeaders({
  https,
  development,
}: {
  https: boolean;
  development: boolean;
}): RequestHandler {
  const helmetHeaders = helmet({
    // Vite's dev server injects inline scripts and a websocket; development skips the CSP.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            manifestSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'none'"],
            objectSrc: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", permissionsPolicy);
    helmetHeaders(req, res, (error?: unknown) => {
      if (sharedImage.test(req.path)) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      next(error);
    });
  };
}

/**
 * The images made to be shown on other sites, whose previews may load them in the browser: the
 * share cards (decision 0022) and the site's own preview image. Everything else keeps helmet's
 * `Cross-Origin-Resource-Policy: same-origin`.
 */
const sharedImage = /^\/(?:(?:movements|verify)\/[^/]+\/card\/[^/]+|og-image\.png)$/;

/**
 * Permissions-Policy: the powerful browser features the site never uses are switched off, for
 * our pages and anything they might frame, so that injected script cannot ask a visitor for
 * the camera, the microphone, their location or a payment. The site uses two features, both
 * for its own pages only: the copy buttons write to the clipboard (`clipboard-write`), and the
 * share buttons open the phone's share sheet (`web-share`). `web-share` is not named: its
 * default is already our own pages, and desktop Chromium (no share sheet) warns about the name
 * on every page. `clipboard-read` keeps its default too: a page can read the clipboard only
 * after the visitor allows it (and the browser tests read back what a copy button wrote).
 */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "gamepad=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "local-fonts=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "otp-credentials=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-create=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "window-management=()",
  "xr-spatial-tracking=()",
  "clipboard-write=(self)",
].join(", ");

/** The host (and port) of an Origin header; compared without the scheme, so that a proxy
 * ending TLS in front of the app does not make our own posts look foreign. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

const crossSitePage = plainPage(
  "Form refused",
  "This form was sent from another site",
  "For your safety, our forms only accept posts made on Staffing Spotlight itself, and nothing was saved. Please open the form on our site and send it from there.",
);

/**
 * Cross-site request forgery: a browser names the page a form was posted from in its Origin
 * header. A post from another site (or from an opaque origin, "null") is refused with 403
 * before any action runs. Posts without the header (non-browser clients) go on to the app,
 * which validates them like any other. That includes a one-click unsubscribe (RFC 8058): a mail
 * provider posts it from its own servers, with no Origin, so `/unsubscribe` needs no exemption.
 * (A post from a foreign page would reach React Router's own origin check, which refuses it
 * as an error: it is answered here, with a warning.)
 */
export function refuseCrossSitePosts(onRefused: (origin: string) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (origin === undefined || hostOf(origin) === req.get("host")) return next();
    onRefused(origin);
    res.status(403).type("html").send(crossSitePage);
  };
}
