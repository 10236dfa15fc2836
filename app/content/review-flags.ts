// The reasons a company's representative can flag a review for the moderators (issue 32): the
// rules every review must keep, as the posting policy's "For Companies" section states them.
// A flag asks a moderator to look; it never hides the review by itself.

export const reviewFlagReasons = [
  {
    value: "not-a-real-experience",
    label: "Not based on a real experience with the company",
    rule: "A review describes the reviewer's own experience as a client, candidate, contractor or employee of the company.",
  },
  {
    value: "conflict-of-interest",
    label: "Written by a competitor or someone with a conflict of interest",
    rule: "Nobody reviews a company they compete with, own, or were paid or rewarded to review.",
  },
  {
    value: "private-information",
    label: "Shares someone's private information",
    rule: "A review names no individual's health, pay, immigration status, home address, personal phone number or personal e-mail address.",
  },
  {
    value: "abuse",
    label: "Harassment, hate or threats",
    rule: "A review criticizes what a company did, never a person's character, and contains no harassment, hate speech or threats.",
  },
  {
    value: "wrong-company",
    label: "About a different company",
    rule: "A review is about the company whose profile it is on.",
  },
  {
    value: "advertising",
    label: "Advertising, spam or off topic",
    rule: "A review contains no advertising, links to promote something, or text unrelated to the company.",
  },
] as const;

export type ReviewFlagReason = (typeof reviewFlagReasons)[number]["value"];

export function flagReasonLabel(value: string): string {
  return reviewFlagReasons.find((reason) => reason.value === value)?.label ?? value;
}
