import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** Gives each response its own nonce, used by the CSP below and by React Router's scripts. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers, all in one place.
 * - Content-Security-Policy (enforced): scripts only from our origin or inline with this
 *   response's nonce, so injected markup cannot run script (cross-site scripting);
 *   `frame-ancestors 'none'` stops other sites framing us (clickjacking); `form-action`,
 *   `base-uri` and `object-src` close the other classic injection routes. Inline styles
 *   are allowed: the toast library injects its stylesheet at run time, and styles cannot
 *   run script.
 * - Referrer-Policy strict-origin-when-cross-origin: other sites see only our origin.
 *   (`no-referrer` would make browsers send `Origin: null` on our own form posts, which
 *   React Router's CSRF check rightly rejects.)
 * - HSTS and upgrade-insecure-requests only when the site is served over https.
 * - X-Content-Type-Options nosniff, Cross-Origin-Opener-Policy and the rest: helmet defaults.
 */
export function securityHeaders({ https, development }: { https: boolean; development: boolean }) {
  return helmet({
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
}
