import { getDb } from "~db";

// Assessment completions, for the workspace's table and its CSV export.

export async function listCompletions(limit = 1000, offset = 0) {
  return getDb()
    .selectFrom("assessment_completions")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export const completionColumns = [
  "created_at",
  "full_name",
  "email",
  "company_name",
  "designation",
  "score",
  "total_questions",
  "passed",
  "certificate_type",
  "reference",
  "section2_q1",
  "section2_q2",
  "section2_q3",
  "section2_q7_positions",
  "section2_q8_geographies",
] as const;
