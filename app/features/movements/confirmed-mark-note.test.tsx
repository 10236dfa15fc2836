import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { postingPolicy } from "~/content/policies";
import { ConfirmedMarkNote, confirmedMarkPolicy } from "./confirmed-mark-note";

// Issue 31: the home page and /movements say what "Confirmed by" means, and link to the posting
// policy's section that says the rest.

describe("the note on the Confirmed by mark", () => {
  const html = renderToString(
    <MemoryRouter>
      <ConfirmedMarkNote />
    </MemoryRouter>,
  );
  const text = html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

  it("says what the mark means, and that a movement without it is not in doubt for that", () => {
    expect(text).toContain(
      "“Confirmed by” and a first name mean that the person the movement is about received our e-mail, at the address given for them, and confirmed the details.",
    );
    expect(text).toContain(
      "A movement without it is not necessarily wrong: the person may not have been given an address, or may not have answered yet.",
    );
  });

  it("links to the posting policy's section on it", () => {
    expect(html).toContain(`href="${confirmedMarkPolicy}"`);
    const [path, id] = confirmedMarkPolicy.split("#");
    expect(path).toBe("/posting-policy");
    const section = postingPolicy.sections.find((item) => item.id === id);
    expect(section?.heading).toBe("5. When a Post Is About You");
  });
});
