import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** This request's Content Security Policy nonce, for inline scripts. */
    cspNonce: string;
    /** The visitor's address (behind TRUST_PROXY proxies), for rate limits. */
    clientIp: string;
    /** This request's id, on each of its log lines and shown on the error page. */
    requestId: string;
    /** True for a client-side navigation's data (`.data`), false for a document. */
    dataRequest: boolean;
  }
}

export {};
