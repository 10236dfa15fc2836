import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/form-state";
import { ServerMarkupProvider } from "~/lib/server-markup";
import { sharedMarkupRenderer } from "~/lib/server-markup.server";
import { renderedHtml } from "../../../tests/support/render";
import type { ReviewField } from "./fields";
import { ReviewForm } from "./review-section";

const failure: FormFailure<ReviewField> = {
  ok: false,
  errors: { title: "Please give your review a title" },
  values: {
    relationship: "client",
    rating: "4",
    title: "",
    body: "Quick to answer and clear about the roles they fill.",
    reviewerName: "Zoë Ng",
    reviewerEmail: "zoe@example.org",
  },
};

/** One renderer for every test, as the server has: what one render keeps, the next finds. */
const shared = sharedMarkupRenderer();

async function form(companyId: number, result?: FormFailure<ReviewField>, kept = false) {
  const wrap = (tree: ReactNode) =>
    kept ? <ServerMarkupProvider value={shared}>{tree}</ServerMarkupProvider> : tree;
  const page = () => <ReviewForm companyId={companyId} result={result} />;
  return renderedHtml(`/company/${companyId}`, page, undefined, wrap);
}

describe("the review form's fields rendered once (ServerMemo)", () => {
  it("are the same HTML as rendered anew, whatever the company", async () => {
    for (const companyId of [1, 7, 1]) {
      const kept = await form(companyId, undefined, true);
      expect(kept).toBe(await form(companyId));
      expect(kept).toContain(`action="/company/${companyId}"`);
    }
  });

  it("are rendered anew when a failed submission shows its values and errors", async () => {
    await form(7, undefined, true);
    const kept = await form(7, failure, true);
    expect(kept).toBe(await form(7, failure));
    expect(kept).toContain("Please give your review a title");
    expect(kept).toContain("Zoë Ng");
    expect(kept).toContain("Quick to answer and clear about the roles they fill.");
    expect(kept.match(/<input[^>]*value="client"[^>]*>/)?.[0]).toContain("checked");
  });

  it("tie each label and hint to its field by id", async () => {
    const html = await form(1, undefined, true);
    for (const id of ["review-title", "review-body", "review-name", "review-email"]) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('aria-describedby="review-body-hint"');
    expect(html).toContain('id="review-body-hint"');
  });
});
