import { publishedKeys } from "~/features/assessment/credential.server";

/**
 * /.well-known/jwks.json: the public key that signs the certificates' credentials (VC-JWT), by
 * the `kid` each JWT's header names. Anyone can verify a credential with it.
 */
export async function loader() {
  return new Response(JSON.stringify(await publishedKeys(), null, 2), {
    headers: {
      "Content-Type": "application/jwk-set+json",
      "Cache-Control": "public, max-age=3600",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
