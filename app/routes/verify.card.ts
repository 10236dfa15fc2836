import { certificateForParam } from "~/features/assessment/assessment.server";
import { cardResponse, certificateCard, noCard } from "~/features/share-cards/cards.server";
import type { Route } from "./+types/verify.card";

/**
 * /verify/{reference}/card/{version}.png: a valid certificate's share card (the verification
 * page's og:image). A revoked certificate has none (410), an unknown reference neither (404).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { reference, found } = await certificateForParam(params.reference);
  if (!found) return noCard(404, `No certificate has the reference ${reference}.`);
  if (found.revoked_at) return noCard(410, `The certificate ${reference} was revoked.`);
  return cardResponse(certificateCard(found), params.file);
}
