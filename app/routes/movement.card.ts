import { cardResponse, movementCard, noCard } from "~/features/share-cards/cards.server";
import { findApprovedMovement } from "~/features/movements/feed.server";
import { parseId } from "~/lib/params";
import type { Route } from "./+types/movement.card";

/**
 * /movements/{id}/card/{version}.png: a published movement's share card (the page's og:image).
 * A movement that is pending, rejected, removed (or taken down by its person) or unknown has none.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const movement = id === null ? undefined : await findApprovedMovement(id);
  if (!movement) return noCard(404, "No published movement has this address.");
  return cardResponse(movementCard(movement), params.file);
}
