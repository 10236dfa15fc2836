// Issue 27's fact check: statements of law in the question bank, as the law reads today. The
// first edition's questions are no longer drawn (issue 30), but reviews of the attempts that
// asked them still show these explanations.
import { describe, expect, it } from "vitest";
import { everyQuestion } from "./assessment";

const explanation = (id: string) => {
  const question = everyQuestion.find((entry) => entry.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question.explanation;
};

describe("the question bank's statements of law", () => {
  it("comp-16: Form I-9 Section 2 is due three business days after the first day, Thursday for a Monday start", () => {
    const text = explanation("comp-16");
    expect(text).toContain("within three business days after the employee's first day of work");
    expect(text).toContain("for a Monday start it is due by Thursday");
    expect(text).toContain("8 CFR 274a.2(b)(1)(ii)");
    expect(text).not.toContain("by the end of the employee's third business day");
  });

  it("eng-09: since Facebook v. Duguid, the TCPA's consent rule covers autodialed and prerecorded calls and texts", () => {
    const text = explanation("eng-09");
    expect(text).toContain("Facebook v. Duguid (2021)");
    expect(text).toContain("autodialed and prerecorded calls and texts");
    expect(text).not.toContain("limits automated calls and texts");
  });
});
