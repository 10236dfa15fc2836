import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { honeypotField } from "~/lib/honeypot";
import { runInRequestScope, watchSavedChange } from "~/lib/request-scope.server";
import { callRoute, formRequest } from "../../tests/support/route";
import { engines, openTestDb } from "../../tests/support/test-db";
import { action as assessmentAction } from "./assessment";
import { action as contactAction } from "./contact";

// The page cache forgets its pages only after a post that saved a change (issue 26): an
// action's answer, whatever its status, says nothing of that; the request's scope does.

/** Posts `fields` to an action as the server would, in a request scope of its own. */
async function post(
  action: Parameters<typeof callRoute>[0],
  path: string,
  fields: Record<string, string>,
  clientIp: string,
) {
  return runInRequestScope("saved-change-test", async () => {
    const savedChange = watchSavedChange();
    const result = await callRoute(action, formRequest(path, fields), { clientIp });
    return { status: result.status, savedChange: savedChange() };
  });
}

describe.each(engines)("which posts count as a saved change on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(engine);
  });
  afterAll(() => handle.close());

  const message = {
    name: "Sam Lee",
    email: "sam.saved@example.com",
    subject: "Correction",
    message: "Please fix the spelling of my company.",
  };

  it("a post that stores nothing does not, whatever it answers", async () => {
    // An unknown intent on the assessment: a redirect, below 400, and nothing stored.
    expect(
      await post(assessmentAction, "/assessment", { intent: "nothing" }, "203.0.113.21"),
    ).toEqual({ status: 302, savedChange: false });
    // A refused form.
    expect(
      await post(contactAction, "/contact", { ...message, email: "nope" }, "203.0.113.21"),
    ).toEqual({ status: 400, savedChange: false });
    // A bot's post, answered as if it had succeeded.
    expect(
      await post(
        contactAction,
        "/contact",
        { ...message, [honeypotField]: "555-0100" },
        "203.0.113.21",
      ),
    ).toEqual({ status: 302, savedChange: false });
    expect(await handle.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(0);
  });

  it("a form that saved does", async () => {
    expect(await post(contactAction, "/contact", message, "203.0.113.22")).toEqual({
      status: 302,
      savedChange: true,
    });
    expect(await handle.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
  });
});
