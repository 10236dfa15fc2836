import { issuerProfile } from "~/features/assessment/credential.server";

/** /issuer: the Open Badges issuer profile that every certificate's credential names. */
export function loader() {
  return new Response(JSON.stringify(issuerProfile(), null, 2), {
    headers: {
      "Content-Type": "application/ld+json",
      "Cache-Control": "public, max-age=3600",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
