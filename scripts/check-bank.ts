// `npm run bank:check [file...]`: the mechanical item-writing rules for the question bank, or for
// the named module files while they are being written (issue 30). bank.test.ts keeps the same
// rules for the whole bank.
import { pathToFileURL } from "node:url";
import path from "node:path";
import type { AssessmentQuestion } from "../app/content/assessment";
import { itemProblems, keyLengthRank } from "../app/features/assessment/item-rules";

async function questionsOf(file: string): Promise<AssessmentQuestion[]> {
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  return Object.values(loaded).filter(Array.isArray).flat() as AssessmentQuestion[];
}

const files = process.argv.slice(2);
const questions = files.length
  ? (await Promise.all(files.map(questionsOf))).flat()
  : [...(await import("../app/content/assessment")).assessmentQuestions];
let failed = 0;
for (const question of questions) {
  const problems = itemProblems(question);
  if (problems.length) failed += 1;
  for (const problem of problems) console.log(`${question.id}: ${problem}`);
}
const ranks = questions.map(keyLengthRank);
const share = (rank: string) =>
  `${Math.round((100 * ranks.filter((r) => r === rank).length) / Math.max(1, ranks.length))} %`;
const difficulties = ["easy", "medium", "hard"].map(
  (level) => `${level} ${questions.filter((q) => q.difficulty === level).length}`,
);
console.log(
  `${questions.length} questions, ${failed} with problems; the key is the longest option in ${share("longest")} and the shortest in ${share("shortest")} (each must be 15-30 %); ${difficulties.join(", ")}`,
);
process.exitCode = failed ? 1 : 0;
