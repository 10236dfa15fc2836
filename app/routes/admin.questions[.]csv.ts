import { requireModerator } from "~/features/moderation/auth.server";
import {
  questionColumns,
  questionCsvRows,
  questionRows,
} from "~/features/moderation/questions.server";
import { privateNoStore } from "~/lib/cache-control";
import { toCsv } from "~/lib/csv";
import type { Route } from "./+types/admin.questions[.]csv";

// The "Questions" view's figures as a spreadsheet (issue 30, item 2).
export async function loader({ request }: Route.LoaderArgs) {
  await requireModerator(request);
  const { rows } = await questionRows();
  return new Response(toCsv(questionCsvRows(rows), questionColumns), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="assessment-questions-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": privateNoStore,
    },
  });
}
