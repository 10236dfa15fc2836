import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Stores an assessment completion as the server stores one, without its 25 questions: a passed
 * one when `reference` is given (a certificate), else a failed one. Its id.
 */
export async function insertCompletion(
  db: Kysely<Database>,
  fields: {
    email: string;
    createdAt?: Date;
    reference?: string;
    fullName?: string;
    score?: number;
    totalQuestions?: number;
  },
): Promise<number> {
  const passed = fields.reference !== undefined;
  const { id } = await db
    .insertInto("assessment_completions")
    .values({
      created_at: (fields.createdAt ?? new Date()).toISOString(),
      attempt_id: null,
      full_name: fields.fullName ?? "Ana Pérez",
      email: fields.email,
      company_name: "Quillmark",
      designation: "Recruiter",
      score: fields.score ?? (passed ? 88 : 40),
      total_questions: fields.totalQuestions ?? 25,
      certificate_type: passed ? "premium" : null,
      section2_q1: "",
      section2_q2: "",
      section2_q3: "",
      section2_q7_positions: "",
      section2_q8_geographies: "",
      passed: passed ? 1 : 0,
      reference: fields.reference ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
