import { redirect } from "react-router";
import { dataHeldFor } from "~/features/your-data/held.server";
import { getDataSession } from "~/features/your-data/session.server";
import { privateNoStore } from "~/lib/cache-control";
import type { Route } from "./+types/your-data.export[.]json";

// The JSON download of everything held for the session's address (issue 34): an attachment,
// never stored by any cache. Without a session, back to /your-data.

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getDataSession(request);
  if (!session) throw redirect("/your-data");
  const now = new Date();
  const held = await dataHeldFor(session.email, now);
  return new Response(`${JSON.stringify(held, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="staffing-spotlight-your-data-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": privateNoStore,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
