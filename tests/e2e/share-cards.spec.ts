import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { serverDb, uniqueSuffix } from "./support";

// Issue 18, item 1, through the real server (Express, helmet, compression, the page cache): the
// page names its own card with an absolute URL, and the card is a 1200 x 630 PNG kept for a year
// that other sites may show.
test("a movement's page names its share card, which the server sends as a PNG kept for a year", async ({
  request,
}) => {
  const db = serverDb();
  const { id } = db
    .prepare(
      `insert into movement_submissions (created_at, status, name, new_role, company, description, submitter_email)
       values (?, 'approved', ?, 'Director of Recruiting', 'Quillmark', 'A move.', 'sender@example.org') returning id`,
    )
    .get(new Date().toISOString(), `Card Person ${uniqueSuffix()}`) as { id: number };
  db.close();

  const html = await (await request.get(`/movements/${id}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(image).toMatch(new RegExp(`^${baseURL}/movements/${id}/card/[0-9a-f]{16}\\.png$`));
  // X's card takes its image from og:image (the Open Graph fallback), and its card type is set.
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).not.toContain('name="twitter:image"');

  const card = await request.get(image, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(card.status()).toBe(200);
  const headers = card.headers();
  expect(headers["content-type"]).toBe("image/png");
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(headers["content-encoding"]).toBeUndefined();
  const png = await card.body();
  expect(png.toString("latin1", 12, 16)).toBe("IHDR");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
