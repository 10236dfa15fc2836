// The wheel's eight segments. Their tips (wheel-tips.ts) load on the first spin.

export const wheelCategories = [
  "Resume Tip",
  "Job Interview Tip",
  "Motivational Quote",
  "Recruiter Joke",
  "Work-Life Balance Tip",
  "LinkedIn Hack",
  "Fun Fact",
  "Try Again",
] as const;

export type WheelCategory = (typeof wheelCategories)[number];
