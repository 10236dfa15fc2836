import { expect, test } from "vitest";
import { plainPage } from "./plain-page";

test("a plain error page quotes the request's reference, escaped", () => {
  const page = plainPage("Something went wrong", "Something went wrong", "Sorry.", "lb-1<2>");
  expect(page).toContain(
    "<p>Reference: <code>lb-1&lt;2&gt;</code> (please quote it if you contact us)</p>",
  );
});

test("a plain page without a reference has none", () => {
  expect(plainPage("Form refused", "Refused", "Nothing was saved.")).not.toContain("Reference");
});
