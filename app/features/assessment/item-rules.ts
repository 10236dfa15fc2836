import type { AssessmentQuestion, QuestionText } from "~/content/assessment";

// The mechanical rules of ../shared/ITEM-WRITING.md (issue 30), as a list of problems per
// question. bank.test.ts holds the whole bank to them; `npm run bank:check` prints them while a
// module is being written. The judgement rules (a practitioner's wrong options, one best answer)
// are the author's and the reviewer's: no regular expression can keep those.

/** Words that make an option sound wrong (or right) whatever it says: the guide's list. */
const absolutes = /\b(always|never|only|none|entirely|completely|guaranteed)\b/i;
/** Words that make an option sound careful, and so right. */
const hedges =
  /\b(usually|may|might|often|generally|typically|sometimes|probably|perhaps|likely)\b/i;
/** Options that point at other options. */
const pointers =
  /\b(all|none|both|neither) of (the )?(above|these|the options|them)\b|\b[a-d] and [a-d]\b/i;

/**
 * The length band: the longest option is at most 1.6 times the shortest, with 14 characters of
 * slack for short options (a 10-character option beside a 24-character one reads as parallel).
 */
export function withinLengthBand(options: readonly string[]): boolean {
  const lengths = options.map((option) => option.length);
  const shortest = Math.min(...lengths);
  return Math.max(...lengths) <= Math.max(1.6 * shortest, shortest + 14);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What a question breaks of the mechanical rules: empty when it keeps them all. */
export function itemProblems(question: QuestionText | AssessmentQuestion): string[] {
  const problems: string[] = [];
  const { options, correctAnswer } = question;
  const key = options[correctAnswer] ?? "";
  const wrong = options.filter((_, i) => i !== correctAnswer);
  if (options.length !== 4) problems.push("needs exactly four options");
  const normal = options.map((option) => option.toLowerCase().replace(/\s+/g, " ").trim());
  if (new Set(normal).size !== options.length) problems.push("repeats an option");
  for (const option of options)
    if (pointers.test(option)) problems.push(`points at other options: "${option}"`);
  if (wrong.some((option) => absolutes.test(option)) && !absolutes.test(key))
    problems.push("an absolute word (always, never, only...) is in wrong options alone");
  if (hedges.test(key) && !wrong.some((option) => hedges.test(option)))
    problems.push("a hedge (usually, may, often...) is in the key alone");
  if (!withinLengthBand(options))
    problems.push(`options outside the length band: ${options.map((o) => o.length).join(", ")}`);
  if (question.explanation.trim().length < 80) problems.push("explanation is too short");
  if ("difficulty" in question) {
    for (const source of question.sources) {
      if (!isoDate.test(source.checked)) problems.push(`source date "${source.checked}"`);
      if (source.title.trim().length < 8) problems.push("source has no real title");
      if (source.url !== undefined && !source.url.startsWith("https://"))
        problems.push(`source address "${source.url}" is not https`);
    }
  }
  return problems;
}

/** The key's place among the option lengths: the cue a test-wise candidate reads. */
export function keyLengthRank(question: QuestionText): "longest" | "shortest" | "between" {
  const lengths = question.options.map((option) => option.length);
  const key = lengths[question.correctAnswer] ?? 0;
  const others = lengths.filter((_, i) => i !== question.correctAnswer);
  if (others.every((length) => length < key)) return "longest";
  if (others.every((length) => length > key)) return "shortest";
  return "between";
}
