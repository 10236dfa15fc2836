import { formatLongDateTime } from "~/lib/dates";

/** Seconds after the deadline that an answer already on its way is still accepted. */
export const graceSeconds = 30;
export const redUnderSeconds = 300;
/** The moments the clock is announced to screen readers, in seconds left (issue 28). */
const timeNoticeSeconds = [300, 60] as const;

/** What a screen reader hears as the clock passes 5:00 and 1:00. */
function timeNotice(seconds: (typeof timeNoticeSeconds)[number]): string {
  return `${seconds === 60 ? "1 minute" : "5 minutes"} left: what you have answered is submitted at 0:00`;
}

/** The clock's colour said in words, for anyone who does not see red. */
export function lowTimeLabel(secondsLeft: number): string | null {
  if (secondsLeft <= 0) return "Time is up";
  if (secondsLeft < 60) return "Under 1 minute left";
  if (secondsLeft < redUnderSeconds) return "Under 5 minutes left";
  return null;
}

/** The notice due when the clock goes from `before` to `now` seconds left, if any. */
export function crossedNotice(before: number, now: number): string | null {
  const crossed = timeNoticeSeconds.find((seconds) => before > seconds && now <= seconds);
  return crossed === undefined ? null : timeNotice(crossed);
}
export const passMark = 75;
export const retakeDays = 7;
export const scenariosPerAttempt = 3;
/** The hint promises "minimum 20 characters", so exactly 20 is enough (issue 12). */
export const section2MinimumLength = 20;

/**
 * The spec's "You can retake the assessment after 7 days from your last attempt", completed with
 * the moment (issue 30, decision 0011): a candidate is told when, not asked to count.
 */
export function retakeMessage(allowedAt: Date): string {
  return `You can retake the assessment on ${formatLongDateTime(allowedAt.toISOString())}`;
}
export const section2Hint = "Please answer all questions (minimum 20 characters each) to proceed";

/** A new attempt is allowed 7 days after the last one started. */
export function retakeAllowedAt(lastAttemptAt: Date): Date {
  return new Date(lastAttemptAt.getTime() + retakeDays * 86_400_000);
}

export function canRetake(lastAttemptAt: Date | null, now: Date): boolean {
  return !lastAttemptAt || now >= retakeAllowedAt(lastAttemptAt);
}

/** When a refused retake becomes possible, or null when one is allowed now. */
export function retakeRefusedUntil(lastAttemptAt: Date | null, now: Date): Date | null {
  return lastAttemptAt && !canRetake(lastAttemptAt, now) ? retakeAllowedAt(lastAttemptAt) : null;
}

/** Fisher-Yates: every order equally likely. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** The rounded percentage of correct answers; unanswered questions count as wrong. */
export function scoreAnswers(
  questionIds: readonly string[],
  answers: Readonly<Record<string, number>>,
  correct: Readonly<Record<string, number>>,
): { correct: number; total: number; score: number; passed: boolean } {
  const right = questionIds.filter(
    (id) => answers[id] !== undefined && answers[id] === correct[id],
  ).length;
  const total = questionIds.length;
  const score = total ? Math.round((right / total) * 100) : 0;
  return { correct: right, total, score, passed: score >= passMark };
}

/** A band for the public verification page, which never shows the exact score. */
export function scoreBand(score: number): string {
  if (score >= 95) return "95-100%";
  if (score >= 85) return "85-94%";
  return "75-84%";
}

/** A reference as a visitor would see one, for the pages that show what one looks like. */
export const referenceExample = "SS-2026-11-JANEDOE-7K3F9Q";

const referenceAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** e.g. SS-2026-11-JANEDOE-7K3F9Q: year, month, name, and a random part that makes it unique. */
export function makeReference(
  name: string,
  issued: Date,
  random: () => number = Math.random,
): string {
  const letters =
    name
      .normalize("NFKD")
      .replace(/[^A-Za-z]/g, "")
      .toUpperCase()
      .slice(0, 8) || "HOLDER";
  const month = String(issued.getUTCMonth() + 1).padStart(2, "0");
  const suffix = Array.from(
    { length: 6 },
    () => referenceAlphabet[Math.floor(random() * referenceAlphabet.length)],
  ).join("");
  return `SS-${issued.getUTCFullYear()}-${month}-${letters}-${suffix}`;
}

export const referencePattern = /^SS-\d{4}-\d{2}-[A-Z]{1,8}-[A-Z2-9]{6}$/;

/** Section 2: every answer at least 20 characters once trimmed (code points, so 20 emoji count as 20). */
export function checkSection2(answers: readonly string[]): boolean {
  return answers.every((answer) => Array.from(answer.trim()).length >= section2MinimumLength);
}
