import { createLocalJWKSet, jwtVerify, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~db";
import { verifyCredential } from "~/features/assessment/credential.server";
import { retakeAllowedAt, retakeMessage } from "~/features/assessment/rules";
import { formatLongDate } from "~/lib/dates";
import {
  enterLatestCode,
  passAttempt,
  postAssessment,
  startUnverified,
  startVerified,
  toastOf,
} from "../../tests/support/assessment-code";
import { insertCompletion } from "../../tests/support/completions";
import { callRoute, routeArgs } from "../../tests/support/route";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { loader as assessmentLoader } from "./assessment";
import { loader as jwksLoader } from "./jwks[.]json";
import { loader as credentialLoader } from "./verify.credential";
import { loader as verifyLoader } from "./verify";

// Issue 30, items 4 and 5: a certificate holds for two years (validUntil in the credential,
// "Valid until" and "Expired on" on /verify); passing again in its last 90 days or after renews
// it, and the old one names the new; a refused retake names its moment, and the results page
// offers no new attempt until then.

const day = 86_400_000;
const siteUrl = "https://spotlight.test";

describe.each(engines)("a certificate's term on %s", (engine) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
  });
  afterAll(() => handle.close());

  /** A passed completion issued `daysAgo` days ago, for `email`: its reference. */
  async function certify(email: string, reference: string, daysAgo: number) {
    const createdAt = new Date(Date.now() - daysAgo * day);
    await insertCompletion(handle.db, { email, reference, createdAt });
    return reference;
  }

  const verifyPage = async (reference: string) =>
    (await verifyLoader(routeArgs(`/verify/${reference}`, { params: { reference } }))) as {
      certificate: {
        validUntil: string;
        expired: boolean;
        renewedBy: string | null;
        revoked: string | null;
      };
      credential: { signatureValid: boolean } | null;
    };

  const credentialOf = async (reference: string) =>
    (
      await credentialLoader(
        routeArgs(`/verify/${reference}/credential`, { params: { reference } }),
      )
    ).text();

  it("a valid certificate's credential carries validUntil, two years on, and /verify says so", async () => {
    const reference = await certify("valid@example.com", "SS-2026-01-ANAPEREZ-VALID2", 30);
    const jwt = await credentialOf(reference);
    const jwks = (await (await jwksLoader()).json()) as {
      keys: JWK[];
    };
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks));
    const vc = payload.vc as { validFrom: string; validUntil: string };
    const until = new Date(vc.validFrom);
    until.setUTCFullYear(until.getUTCFullYear() + 2);
    expect(vc.validUntil).toBe(until.toISOString());
    expect(payload.exp).toBe(Math.floor(until.getTime() / 1000));
    const page = await verifyPage(reference);
    expect(page.certificate).toMatchObject({
      expired: false,
      validUntil: formatLongDate(until.toISOString()),
      renewedBy: null,
    });
    expect(page.credential?.signatureValid).toBe(true);
  });

  it("an expired certificate says when it expired; its signature still checks as of its issue", async () => {
    const reference = await certify("old@example.com", "SS-2024-10-ANAPEREZ-EXPRD2", 800);
    const page = await verifyPage(reference);
    expect(page.certificate.expired).toBe(true);
    expect(page.credential?.signatureValid).toBe(true);
    const jwks = (await (await jwksLoader()).json()) as {
      keys: JWK[];
    };
    // Checked now, the JWT's exp refuses it: any verifier sees that it has expired.
    expect((await verifyCredential(await credentialOf(reference), jwks)).valid).toBe(false);
  });

  it("passing again in the last 90 days renews the certificate; a fresh one is left alone", async () => {
    const closing = await certify("renew@example.com", "SS-2024-12-ANAPEREZ-RENEW2", 700);
    const expired = await certify("renew@example.com", "SS-2023-01-ANAPEREZ-GONE22", 1100);
    const revoked = await certify("renew@example.com", "SS-2024-11-ANAPEREZ-REVOK2", 720);
    await handle.db
      .updateTable("assessment_completions")
      .set({ revoked_at: new Date().toISOString(), revoked_reason: "test" })
      .where("reference", "=", revoked)
      .execute();
    const fresh = await certify("fresh@example.com", "SS-2026-06-ANAPEREZ-FRESH2", 200);

    for (const email of ["renew@example.com", "fresh@example.com"]) {
      const cookie = await startVerified(handle.db, {
        name: "Ana Pérez",
        email,
        company: "Quillmark",
        designation: "Recruiter",
      });
      expect((await passAttempt(handle.db, email, cookie)).status).toBe(302);
    }
    const newest = async (email: string) =>
      (
        await handle.db
          .selectFrom("assessment_completions")
          .select("reference")
          .where("email", "=", email)
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow()
      ).reference ?? "";
    const renewal = await newest("renew@example.com");
    expect(renewal).toMatch(/^SS-/);
    expect((await verifyPage(closing)).certificate.renewedBy).toBe(renewal);
    expect((await verifyPage(expired)).certificate.renewedBy).toBe(renewal);
    expect((await verifyPage(revoked)).certificate.renewedBy).toBeNull();
    expect((await verifyPage(fresh)).certificate.renewedBy).toBeNull();
    expect((await verifyPage(renewal)).certificate.renewedBy).toBeNull();
  });

  it("a refused retake names its moment, and the results offer no new attempt until then", async () => {
    const email = "retake-date@example.com";
    const cookie = await startVerified(handle.db, {
      name: "Ana Pérez",
      email,
      company: "Quillmark",
      designation: "Recruiter",
    });
    await passAttempt(handle.db, email, cookie);
    const { verified_at } = await handle.db
      .selectFrom("assessment_attempts")
      .select("verified_at")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const expected = retakeMessage(retakeAllowedAt(new Date(verified_at ?? "")));
    expect(expected).toMatch(/^You can retake the assessment on \w+ \d+, \d{4} at .+ UTC$/);

    // The results page says when, instead of offering "Start a new attempt".
    const request = new Request("http://localhost/assessment");
    request.headers.set("Cookie", cookie);
    const results = await callRoute<{ step: string; retake: string | null }>(
      assessmentLoader,
      request,
    );
    expect(results.data).toMatchObject({ step: "results", retake: expected });
    // Asking for the restart step anyway shows the results, and a posted restart keeps them.
    const restart = new Request("http://localhost/assessment?view=restart");
    restart.headers.set("Cookie", cookie);
    expect((await callRoute<{ step: string }>(assessmentLoader, restart)).data?.step).toBe(
      "results",
    );
    const posted = await postAssessment({ intent: "restart" }, cookie);
    expect(await toastOf(posted)).toBe(expected);
    expect(posted.setCookie ?? "").not.toMatch(/ss_attempt=;/);

    // A second attempt of the address, code and all, is refused with the same sentence.
    const second = await startUnverified({
      name: "Ana Pérez",
      email,
      company: "Quillmark",
      designation: "Recruiter",
    });
    expect(await toastOf(await enterLatestCode(handle.db, email, second))).toBe(expected);

    // Once the moment has passed, the page offers a new attempt again.
    await handle.db
      .updateTable("assessment_attempts")
      .set({ verified_at: new Date(Date.now() - 8 * day).toISOString() })
      .where("email", "=", email)
      .execute();
    const again = new Request("http://localhost/assessment");
    again.headers.set("Cookie", cookie);
    const later = await callRoute<{ retake: string | null }>(assessmentLoader, again);
    expect(later.data?.retake).toBeNull();
  });
});
