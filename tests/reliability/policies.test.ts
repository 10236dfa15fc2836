import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  movementFields,
  newStorage,
  postMovement,
  requestLines,
  requireBuild,
  startApp,
  visitorIp,
  type AppProcess,
  type Storage,
} from "./app-process";

// Issue 27: what the website policies say, checked on the production server as a visitor meets
// it. The log holds no visitor's IP address, except a moderator sign-in's, as the privacy policy
// says; /verify's HTML, hydration data included, holds the score's band and never the score.

let app: AppProcess;
let storage: Storage;

beforeAll(async () => {
  requireBuild();
  storage = newStorage();
  app = await startApp(storage);
}, 60_000);
afterAll(() => {
  if (app?.child.exitCode === null) app.child.kill("SIGKILL");
});

/** The log lines of the request a response answered. */
const linesOf = (response: Response) =>
  requestLines(app, response.headers.get("x-request-id") ?? "");

const form = (fields: Record<string, string>, ip: string): RequestInit => ({
  method: "POST",
  redirect: "manual",
  body: new URLSearchParams(fields),
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: app.origin,
    "X-Forwarded-For": ip,
  },
});

describe("the server log", () => {
  test("holds no visitor's IP address: pages, forms, a rate limit, a 404", async () => {
    const ips = [401, 402, 403, 404, 405].map(visitorIp);
    const [pages, contact, limited, missing, movement] = ips as [
      string,
      string,
      string,
      string,
      string,
    ];
    const answers: Response[] = [];
    for (const page of ["/", "/contact", "/website-policies", "/companies?q=staff"]) {
      answers.push(await fetch(`${app.origin}${page}`, { headers: { "X-Forwarded-For": pages } }));
    }
    const message = {
      name: "Rosa Diaz",
      email: "rosa.policies@example.com",
      subject: "A question",
      message: "When is the next community event?",
    };
    answers.push(await fetch(`${app.origin}/contact`, form(message, contact)));
    // The contact form takes 3 a minute from one address: the 4th is refused, and logged.
    for (let n = 0; n < 4; n += 1) {
      answers.push(
        await fetch(
          `${app.origin}/contact`,
          form({ ...message, email: `limited-${n}@example.com` }, limited),
        ),
      );
    }
    answers.push(
      await fetch(`${app.origin}/no/such/page`, { headers: { "X-Forwarded-For": missing } }),
    );
    answers.push(await postMovement(app.origin, movementFields("policies-log"), movement));

    const lines = (await Promise.all(answers.map(linesOf))).flat();
    expect(lines.some((line) => line.event === "rate_limited")).toBe(true);
    expect(lines.some((line) => line.event === "not_found")).toBe(true);
    expect(lines.filter((line) => line.msg === "request")).toHaveLength(answers.length);
    const text = JSON.stringify(lines);
    for (const ip of ips) expect(text).not.toContain(ip);
    // Nor the proxy's (the socket's) address, nor an address a visitor typed.
    expect(text).not.toContain("127.0.0.1");
    expect(text).not.toMatch(/rosa\.policies@|limited-\d@|policies-log@/);
  });

  test("holds the IP address of a moderator sign-in attempt, as the policy says", async () => {
    const ip = visitorIp(406);
    const response = await fetch(
      `${app.origin}/admin/login`,
      form({ email: "nobody@example.com", password: "not the password" }, ip),
    );
    expect(response.status).toBe(401);
    expect(await linesOf(response)).toContainEqual(
      expect.objectContaining({ event: "sign_in_failed", address: ip }),
    );
  });
});

describe("/verify", () => {
  test("sends the score's band, never the score, in the page and its hydration data", async () => {
    const reference = "SS-2026-11-POLICY-XK7QPW";
    const db = new Database(path.join(storage.dataDir, "app.db"));
    db.prepare(
      `insert into assessment_completions (created_at, attempt_id, full_name, email, company_name,
        designation, score, total_questions, certificate_type, section2_q1, section2_q2,
        section2_q3, section2_q7_positions, section2_q8_geographies, passed, reference)
      values (?, null, 'Pat Policy', 'pat@example.com', 'Quillmark', 'Recruiter', 83, 25,
        'premium', 'x', 'x', 'x', 'x', 'x', 1, ?)`,
    ).run(new Date().toISOString(), reference);
    db.close();

    const response = await fetch(`${app.origin}/verify/${reference}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The whole document as served: the page, its tags and the script with the loader's data.
    expect(html).toContain("This is a genuine Staffing Spotlight Recruiter Certification.");
    expect(html).toContain("window.__reactRouterContext");
    expect(html).toContain("75-84%");
    // The loader's data, as React Router streams it to the browser: a flat JSON array
    // (turbo-stream) whose objects name their keys and values by index, so every key and every
    // value sent is one of its entries.
    const enqueued = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)];
    expect(enqueued).toHaveLength(1);
    const entries = (
      JSON.parse(JSON.parse(enqueued[0]?.[1] ?? '""') as string) as unknown[]
    ).filter((entry) => typeof entry !== "object");
    expect(entries).toContain("Pat Policy");
    expect(entries).toContain("75-84%");
    expect(entries).not.toContain("score");
    expect(entries).not.toContain(83);
    // "83%" as a figure, not the tail of a port in a percent-encoded link ("%3A45083%2F").
    const shownScore = /\b83 ?%/;
    expect(entries.filter((entry) => shownScore.test(String(entry)))).toEqual([]);
    expect(html).not.toMatch(shownScore);
  });
});
