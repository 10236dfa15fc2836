import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** This request's Content Security Policy nonce, for inline scripts. */
    cspNonce: string;
  }
}

export {};
