import { requireModerator } from "~/features/moderation/auth.server";
import { completionColumns, listCompletions } from "~/features/moderation/completions.server";
import { privateNoStore } from "~/lib/cache-control";
import { toCsv } from "~/lib/csv";
import type { Route } from "./+types/admin.completions[.]csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireModerator(request);
  const csv = toCsv(await listCompletions(100_000), completionColumns);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="assessment-completions-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": privateNoStore,
    },
  });
}
