import { certificateForParam } from "~/features/assessment/assessment.server";
import { signedCredential } from "~/features/assessment/credential.server";
import type { Route } from "./+types/verify.credential";

/**
 * /verify/{reference}/credential: the certificate as a signed Open Badges 3.0 credential
 * (VC-JWT, compact JWS). A revoked certificate answers 410 and says so; an unknown one 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { reference, found } = await certificateForParam(params.reference);
  const json = (status: number, body: object) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
        "Access-Control-Allow-Origin": "*",
      },
    });
  if (!found) return json(404, { status: "not-found", reference });
  if (found.revoked_at)
    return json(410, { status: "revoked", reference, revokedAt: found.revoked_at });
  return new Response(await signedCredential(found), {
    headers: {
      "Content-Type": "application/vc+jwt",
      "Cache-Control": "no-store",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
