import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import type { SubmissionStatus } from "../../db/schema";
import { findApprovedMovement } from "~/features/movements/feed.server";
import { cardPng, movementCard } from "~/features/share-cards/cards.server";
import { getSiteConfig } from "~/lib/site.server";
import { callRoute, routeArgs } from "../../tests/support/route";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { loader as movementLoader, meta as movementMeta } from "./movement";
import { loader as movementCardLoader } from "./movement.card";
import { loader as verifyLoader, meta as verifyMeta } from "./verify";
import { loader as verifyCardLoader } from "./verify.card";

// Issue 18, item 1: a published movement and a valid certificate each have their own share card
// (a 1200 x 630 PNG at an address that changes with what it shows, kept for a year), named with
// absolute URLs in the page's Open Graph and Twitter tags. Nothing else has one, and no card
// shows an e-mail address.

const siteUrl = "https://spotlight.test";
const immutable = "public, max-age=31536000, immutable";
const valid = "SS-2026-11-CARDS-ABCDEF";
const revoked = "SS-2026-11-CARDS-GHJKLM";

/** A PNG's width and height, from its IHDR chunk (after the 8-byte signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const png = Buffer.from(bytes);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

type Tag = Record<string, string>;
const tagValue = (tags: Tag[], key: "property" | "name", value: string) =>
  tags.find((tag) => tag[key] === value)?.content;

/** X card tags that repeat an Open Graph tag X falls back to: there should be none. */
const xFallbackTags = (tags: Tag[]) =>
  tags
    .map((tag) => tag.name)
    .filter((name) =>
      ["twitter:title", "twitter:description", "twitter:image"].includes(name ?? ""),
    );

describe.each(engines)("share cards on %s", (engine) => {
  let handle: DbHandle;
  const ids: Record<string, number> = {};
  const root = () => [{ id: "root", loaderData: { site: getSiteConfig() } }];

  async function addMovement(
    key: string,
    status: SubmissionStatus,
    fields: Partial<Record<"name" | "new_role" | "company", string>> = {},
  ) {
    const { id } = await handle.db
      .insertInto("movement_submissions")
      .values({
        created_at: new Date().toISOString(),
        status,
        name: fields.name ?? `${key} Person`,
        previous_role: null,
        new_role: fields.new_role ?? "Director of Recruiting",
        company: fields.company ?? "Quillmark Tech Staffing",
        previous_company: null,
        location: "Austin, TX",
        description: "A move worth sharing.",
        submitter_name: "Sam Submitter",
        submitter_email: "submitter.secret@example.org",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[key] = id;
  }

  async function addCertificate(reference: string, fullName: string, revokedAt: string | null) {
    await handle.db
      .insertInto("assessment_completions")
      .values({
        created_at: "2026-11-20T09:30:00.000Z",
        attempt_id: null,
        full_name: fullName,
        email: "holder.secret@example.org",
        company_name: "Holder Co",
        designation: "Recruiter",
        score: 92,
        total_questions: 25,
        certificate_type: "standard",
        section2_q1: "x",
        section2_q2: "x",
        section2_q3: "x",
        section2_q7_positions: "x",
        section2_q8_geographies: "x",
        passed: 1,
        reference,
        revoked_at: revokedAt,
      })
      .execute();
  }

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    await addMovement("approved", "approved", { name: "Priya Raman" });
    await addMovement("pending", "pending");
    await addMovement("rejected", "rejected");
    await addMovement("withEmail", "approved", {
      name: "Dana Lee (dana.lee@example.com)",
      new_role: "Head of Talent, write to jobs@quill.example",
      company: "Quill＠Mail Staffing <&> Co",
    });
    await addCertificate(valid, "Zoë Martínez", null);
    await addCertificate(revoked, "Revoked Holder", "2026-11-25T10:00:00.000Z");
  });
  afterAll(() => handle.close());

  /** The path of the card a page's og:image names; "" for the site's own image. */
  const cardOf = (data: { tags: Tag[] } | undefined) => {
    const image = data ? tagValue(data.tags, "property", "og:image") : undefined;
    const path = image ? new URL(image).pathname : "";
    return path.includes("/card/") ? path : "";
  };
  const movementPage = async (key: string) => {
    const result = await callRoute<{ tags: Tag[] }>(movementLoader, `/movements/${ids[key]}`, {
      params: { id: String(ids[key]) },
    });
    expect(result.status).toBe(200);
    return { data: result.data, shareImage: { path: cardOf(result.data) } };
  };
  /** The verification page's data and the path of the card its og:image names, if any. */
  const verifyPage = async (reference: string) => {
    const result = await callRoute(verifyLoader, `/verify/${reference}`, { params: { reference } });
    const data = result.data as { tags: Tag[] } | undefined;
    return { data, cardPath: cardOf(data) };
  };
  const movementImage = (id: string, file: string) =>
    callRoute(movementCardLoader, `/movements/${id}/card/${file}`, { params: { id, file } });
  const certificateImage = (reference: string, file: string) =>
    callRoute(verifyCardLoader, `/verify/${reference}/card/${file}`, {
      params: { reference, file },
    });
  /** The body of a card's answer: the loader returns a Response. */
  const imageBytes = async (
    loader: typeof movementCardLoader | typeof verifyCardLoader,
    path: string,
    params: Record<string, string>,
  ) => {
    const response = (await loader(routeArgs(path, { params }))) as Response;
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  it("a published movement's card is a 1200 x 630 PNG at a versioned address, kept for a year", async () => {
    const { shareImage } = await movementPage("approved");
    const match = /^\/movements\/(\d+)\/card\/([0-9a-f]{16}\.png)$/.exec(shareImage.path);
    expect(match).not.toBeNull();
    const [, id = "", file = ""] = match ?? [];
    const answer = await movementImage(id, file);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/png");
    expect(answer.headers.get("Cache-Control")).toBe(immutable);
    const png = await imageBytes(movementCardLoader, shareImage.path, { id, file });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(Number(answer.headers.get("Content-Length"))).toBe(png.length);
    // Another version's address is sent on to the current one, uncached.
    const stale = await movementImage(id, "0000000000000000.png");
    expect(stale).toMatchObject({ status: 302, location: shareImage.path });
    expect(stale.headers.get("Cache-Control")).toBe("no-store");
  });

  it("pending, rejected and unknown movements have no card", async () => {
    for (const id of [String(ids.pending), String(ids.rejected), "999999", "abc", "-1"]) {
      const answer = await movementImage(id, "0123456789abcdef.png");
      expect(answer.status, id).toBe(404);
      expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("an edit gives the card a new address; the old one leads to the new card", async () => {
    const before = (await movementPage("approved")).shareImage.path;
    await handle.db
      .updateTable("movement_submissions")
      .set({ new_role: "Vice President of Recruiting" })
      .where("id", "=", ids.approved!)
      .execute();
    const after = (await movementPage("approved")).shareImage.path;
    expect(after).not.toBe(before);
    const oldFile = before.split("/").pop() ?? "";
    expect(await movementImage(String(ids.approved), oldFile)).toMatchObject({
      status: 302,
      location: after,
    });
  });

  it("a card never shows an e-mail address, neither the submitter's nor one inside a field", async () => {
    const card = movementCard((await findApprovedMovement(ids.withEmail!))!)!;
    const shown = `${card.svg}\n${card.alt}`;
    expect(shown).not.toMatch(/[@\uFF20]/);
    expect(shown).not.toMatch(/example|submitter|quill\.example/i);
    // What is left of each field is still there, escaped.
    expect(card.svg).toContain(">Dana Lee<");
    expect(card.svg).toContain("Head of Talent, write to");
    expect(card.svg).toContain("at Staffing &lt;&amp;&gt; Co");
    expect(card.alt).toBe(
      "Staffing Spotlight career movement: Dana Lee, now Head of Talent, write to, at Staffing <&> Co.",
    );
    const [, file = ""] = /\/card\/(.+)$/.exec(card.path) ?? [];
    const png = await imageBytes(movementCardLoader, card.path, {
      id: String(ids.withEmail),
      file,
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("any text a field may hold is drawn or left out: control characters, lone surrogates, emoji, endless words", async () => {
    const names = [
      "Nul\u0000 Bell\u0007 Tab\t Lone\uD800 Surrogate\uDFFF \uFFFE",
      "Ярослава Ελένη Łódź Ærø 👩🏽‍💼 🚀",
      `${"W".repeat(400)} ${"Ω".repeat(300)}`,
      "]]></text><script>alert(1)</script>&amp;",
    ];
    for (const name of names) {
      const card = movementCard({ id: 1, name, newRole: name, company: name })!;
      expect(card.svg).not.toContain("<script");
      expect(card.svg).not.toMatch(/\p{Cs}|\p{Cc}|\uFFFE|🚀/u);
      expect(pngSize(await cardPng(card))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("a name in a script the card's font lacks gets no card: the page keeps the site's image", async () => {
    await addMovement("undrawable", "approved", { name: "王小明" });
    const { data: loaderData, shareImage } = await movementPage("undrawable");
    expect(shareImage.path).toBe("");
    const tags = movementMeta({ loaderData, matches: root() } as never) as Tag[];
    expect(tagValue(tags, "property", "og:image")).toBe(`${siteUrl}/og-image.png`);
    expect(tagValue(tags, "property", "og:image:type")).toBeUndefined();
    expect(tagValue(tags, "name", "twitter:image:alt")).toBeUndefined();
    expect(tagValue(tags, "name", "twitter:card")).toBe("summary_large_image");
    const answer = await movementImage(String(ids.undrawable), "0123456789abcdef.png");
    expect(answer.status).toBe(404);
  });

  it("a valid certificate's card is a 1200 x 630 PNG; a revoked one answers 410, an unknown 404", async () => {
    const { cardPath: path } = await verifyPage(valid);
    const [, file = ""] =
      new RegExp(`^/verify/${valid}/card/([0-9a-f]{16}\\.png)$`).exec(path) ?? [];
    expect(file).not.toBe("");
    const answer = await certificateImage(valid, file);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe(immutable);
    expect(pngSize(await imageBytes(verifyCardLoader, path, { reference: valid, file }))).toEqual({
      width: 1200,
      height: 630,
    });
    // The reference is read as the verification page reads it, in any case.
    expect((await certificateImage(valid.toLowerCase(), file)).status).toBe(200);
    expect((await certificateImage(revoked, file)).status).toBe(410);
    for (const reference of ["SS-2026-11-NOPE-ABCDEF", "not a reference", "%00"]) {
      const refused = await certificateImage(reference, file);
      expect(refused.status, reference).toBe(404);
      expect(refused.headers.get("Content-Type")).toMatch(/^text\/plain/);
    }
  });

  it("the movement page names its card, with absolute URLs, in its Open Graph and Twitter tags", async () => {
    const { data: loaderData, shareImage } = await movementPage("approved");
    const tags = movementMeta({ loaderData, matches: root() } as never) as Tag[];
    const image = `${siteUrl}${shareImage.path}`;
    expect(image).toMatch(/^https:\/\/spotlight\.test\/movements\/\d+\/card\/[0-9a-f]{16}\.png$/);
    expect(tagValue(tags, "property", "og:image")).toBe(image);
    expect(tagValue(tags, "property", "og:image:width")).toBe("1200");
    expect(tagValue(tags, "property", "og:image:height")).toBe("630");
    expect(tagValue(tags, "property", "og:image:type")).toBe("image/png");
    expect(tagValue(tags, "property", "og:image:alt")).toBe(
      "Staffing Spotlight career movement: Priya Raman, now Vice President of Recruiting, at Quillmark Tech Staffing.",
    );
    expect(tagValue(tags, "property", "og:title")).toBe(
      "Priya Raman: Vice President of Recruiting at Quillmark Tech Staffing | Staffing Spotlight",
    );
    expect(tagValue(tags, "property", "og:description")).toMatch(/^Priya Raman is now /);
    expect(tagValue(tags, "property", "og:url")).toBe(`${siteUrl}/movements/${ids.approved}`);
    expect(tagValue(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(tagValue(tags, "name", "twitter:image:alt")).toBe(
      tagValue(tags, "property", "og:image:alt"),
    );
    // X takes the card's title, description and image from og:title, og:description and
    // og:image (its Open Graph fallback): they are not sent twice.
    expect(xFallbackTags(tags)).toEqual([]);
  });

  it("the verification page of a valid certificate names its card; a revoked one names none", async () => {
    const { data: loaderData, cardPath } = await verifyPage(valid);
    const tags = verifyMeta({ loaderData, matches: root() } as never) as Tag[];
    const image = `${siteUrl}${cardPath}`;
    expect(cardPath).toMatch(new RegExp(`^/verify/${valid}/card/[0-9a-f]{16}\\.png$`));
    expect(tagValue(tags, "property", "og:image")).toBe(image);
    expect(tagValue(tags, "property", "og:image:width")).toBe("1200");
    expect(tagValue(tags, "property", "og:image:height")).toBe("630");
    expect(tagValue(tags, "property", "og:image:type")).toBe("image/png");
    expect(tagValue(tags, "property", "og:image:alt")).toBe(
      `Staffing Spotlight Recruiter Certification held by Zoë Martínez, issued November 20, 2026, reference ${valid}: verified.`,
    );
    expect(tagValue(tags, "property", "og:title")).toBe(
      `Certificate ${valid} verified | Staffing Spotlight`,
    );
    expect(tagValue(tags, "property", "og:description")).toBe(
      "Zoë Martínez holds a Standard Staffing Spotlight Recruiter Certification, issued November 20, 2026. Check that it is genuine.",
    );
    expect(tagValue(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(tagValue(tags, "name", "twitter:image:alt")).toBeTruthy();
    expect(xFallbackTags(tags)).toEqual([]);
    expect(tagValue(tags, "name", "robots")).toBe("noindex");

    for (const reference of [revoked, "SS-2026-11-NOPE-ABCDEF"]) {
      const other = verifyMeta({
        loaderData: (await verifyPage(reference)).data,
        matches: root(),
      } as never) as Tag[];
      const images = other.filter((tag) => /image/.test(tag.property ?? tag.name ?? ""));
      expect(images, reference).toEqual([]);
      expect(tagValue(other, "name", "robots")).toBe("noindex");
      expect(other[0]).toEqual({
        title:
          reference === revoked
            ? `Certificate ${revoked} revoked | Staffing Spotlight`
            : "Certificate not found | Staffing Spotlight",
      });
    }
  });

  it("a revocation takes the card away: its old address answers 410", async () => {
    const reference = "SS-2026-11-CARDS-NPQRST";
    await addCertificate(reference, "Soon Revoked", null);
    const file = (await verifyPage(reference)).cardPath.split("/").pop() ?? "";
    expect((await certificateImage(reference, file)).status).toBe(200);
    await handle.db
      .updateTable("assessment_completions")
      .set({ revoked_at: new Date().toISOString(), revoked_reason: "test" })
      .where("reference", "=", reference)
      .execute();
    expect((await certificateImage(reference, file)).status).toBe(410);
  });
});
