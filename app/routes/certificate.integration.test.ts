import { createHash, generateKeyPairSync } from "node:crypto";
import { signInFully } from "../../tests/support/moderator";
import { readFileSync } from "node:fs";
import Ajv2019 from "ajv/dist/2019";
import addFormats from "ajv-formats";
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { verifyCredential } from "~/features/assessment/credential.server";
import { formatLongDate } from "~/lib/dates";
import { createModerator } from "~/features/moderation/auth.server";
import { passAttempt, startVerified } from "../../tests/support/assessment-code";
import { callRoute, formRequest, routeArgs } from "../../tests/support/route";
import { pdfLines, readPdf } from "../../tests/support/pdf-text";
import { engines, openTestDb, useSiteUrl } from "../../tests/support/test-db";
import { action as adminAction } from "./admin";
import { action as assessmentAction, loader as assessmentLoader } from "./assessment";
import { loader as issuerLoader } from "./issuer";
import { loader as jwksLoader } from "./jwks[.]json";
import { loader as pdfLoader } from "./verify.certificate[.]pdf";
import { loader as credentialLoader } from "./verify.credential";
import { loader as verifyLoader } from "./verify";

// Issue 15: each certificate is an Open Badges 3.0 credential signed as a VC-JWT with the site's
// Ed25519 key; the key set is published, the credential verifies with it and fails when
// tampered with; /verify checks the signature and shows the status; a moderator's revocation
// (with a reason, audit-logged) turns /verify, the credential and the PDF to "revoked".

const siteUrl = "https://spotlight.test";
const openBadgesSchema = JSON.parse(
  readFileSync(
    new URL(
      "../../tests/fixtures/open-badges/ob_v3p0_achievementcredential_schema.json",
      import.meta.url,
    ),
    "utf8",
  ),
) as object;

describe.each(engines)("the signed certificate on %s", (engine) => {
  let handle: DbHandle;
  let moderatorCookie = "";
  let holderCookie = "";
  let reference = "";
  let completionId = 0;

  const get = async (loader: Parameters<typeof callRoute>[0], path: string, cookie?: string) => {
    const request = new Request(`http://localhost${path}`);
    if (cookie) request.headers.set("Cookie", cookie);
    const result = await callRoute(loader, request, { params: { reference } });
    return result;
  };
  const body = async (path: string, loader: (args: never) => Promise<Response> | Response) => {
    const request = new Request(`http://localhost${path}`);
    return loader(routeArgs(request, { params: { reference } }));
  };

  beforeAll(async () => {
    handle = await openTestDb(engine);
    useSiteUrl(siteUrl);
    holderCookie = await startVerified(handle.db, {
      name: "Zoë Martínez",
      email: "zoe@example.com",
      company: "Quillmark",
      designation: "Recruiter",
    });
    expect((await passAttempt(handle.db, "zoe@example.com", holderCookie)).status).toBe(302);
    const completion = await handle.db
      .selectFrom("assessment_completions")
      .select(["id", "reference"])
      .where("email", "=", "zoe@example.com")
      .executeTakeFirstOrThrow();
    reference = completion.reference ?? "";
    completionId = completion.id;
    await createModerator("cert-mod@example.com", "a long moderator passphrase");
    const signedIn = await signInFully(
      "cert-mod@example.com",
      "a long moderator passphrase",
      "198.51.100.77",
    );
    if (!signedIn.ok) throw new Error("sign-in failed");
    moderatorCookie = signedIn.setCookie.split(";")[0] ?? "";
  });
  afterAll(() => handle.close());

  it("publishes the Ed25519 public key, and the credential verifies with it", async () => {
    expect(reference).toMatch(/^SS-/);
    const jwksResponse = await body("/.well-known/jwks.json", jwksLoader);
    expect(jwksResponse.headers.get("Content-Type")).toBe("application/jwk-set+json");
    const jwks = (await jwksResponse.json()) as { keys: JWK[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    // Only the public half.
    expect(jwks.keys[0]).not.toHaveProperty("d");

    const response = await body(`/verify/${reference}/credential`, credentialLoader);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vc+jwt");
    const jwt = await response.text();
    expect(jwt.split(".")).toHaveLength(3);
    expect(decodeProtectedHeader(jwt)).toEqual({
      alg: "EdDSA",
      typ: "JWT",
      kid: jwks.keys[0]?.kid,
    });

    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks));
    const vc = payload.vc as Record<string, unknown> & {
      credentialSubject: Record<string, unknown> & { achievement: Record<string, unknown> };
      issuer: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      iss: `${siteUrl}/issuer`,
      jti: `${siteUrl}/verify/${reference}`,
    });
    expect(vc.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(vc["@context"]).toContain("https://www.w3.org/ns/credentials/v2");
    expect(vc.issuer).toMatchObject({ id: `${siteUrl}/issuer`, type: ["Profile"] });
    expect(vc.credentialSubject).toMatchObject({
      type: ["AchievementSubject"],
      name: "Zoë Martínez",
      result: [{ type: ["Result"], value: "100%" }],
    });
    // OB 3.0 asks for an id or an identifier: the holder's address, hashed and salted, which
    // whoever is given the address can check (sha256 of the address followed by the salt).
    const identifier = vc.credentialSubject.identifier as [{ identityHash: string; salt: string }];
    expect(identifier).toEqual([
      {
        type: "IdentityObject",
        identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/) as unknown,
        identityType: "emailAddress",
        hashed: true,
        salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      },
    ]);
    const [{ identityHash, salt }] = identifier;
    const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
    expect(identityHash).toBe(`sha256$${sha256(`zoe@example.com${salt}`)}`);
    expect(identityHash).not.toBe(`sha256$${sha256(`zoe@example.org${salt}`)}`);
    // Nothing else in the credential gives the address away.
    expect(JSON.stringify(payload)).not.toContain("zoe@");
    expect(vc.credentialSubject.achievement).toMatchObject({
      type: ["Achievement"],
      name: "Staffing Spotlight Recruiter Certification",
      criteria: { narrative: expect.stringContaining("at least 75%") as unknown },
    });
    // The same certificate always gives the same credential (Ed25519 is deterministic).
    expect(await (await body(`/verify/${reference}/credential`, credentialLoader)).text()).toBe(
      jwt,
    );
  });

  it("validates against 1EdTech's Open Badges 3.0 JSON Schema, with validUntil", async () => {
    const jwt = await (await body(`/verify/${reference}/credential`, credentialLoader)).text();
    const vc = decodeJwt(jwt).vc as Record<string, unknown>;
    const validate = new Ajv2019({ strict: false, allErrors: true });
    addFormats(validate);
    const check = validate.compile(openBadgesSchema);
    expect(check(vc), JSON.stringify(check.errors)).toBe(true);
    // Where the schema's JSON-LD adaptation is looser than the formal one (tests/fixtures/
    // open-badges/SOURCE.md): the arrays are arrays and the dates are date-times.
    expect(vc.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Array.isArray(vc.type) && Array.isArray(vc["@context"])).toBe(true);
    // A credential without its issuer, or with a date that is no date, fails: the schema bites.
    expect(check({ ...vc, issuer: undefined })).toBe(false);
    expect(check({ ...vc, validUntil: "in two years" })).toBe(false);
  });

  it("refuses a tampered credential and one signed by another key", async () => {
    const jwks = (await (await body("/.well-known/jwks.json", jwksLoader)).json()) as {
      keys: JWK[];
    };
    const jwt = await (await body(`/verify/${reference}/credential`, credentialLoader)).text();
    const [header, payload, signature] = jwt.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as {
      vc: { credentialSubject: { result: { value: string }[] } };
    };
    expect((await verifyCredential(jwt, jwks)).valid).toBe(true);
    const raised = { ...claims };
    raised.vc.credentialSubject.result = [{ value: "100%" }, { value: "raised" }];
    const forged = `${header}.${Buffer.from(JSON.stringify(raised)).toString("base64url")}.${signature}`;
    expect((await verifyCredential(forged, jwks)).valid).toBe(false);
    const other = generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }) as JWK;
    const otherSet = { keys: [{ ...other, kid: jwks.keys[0]?.kid, alg: "EdDSA" }] };
    expect((await verifyCredential(jwt, otherSet)).valid).toBe(false);
  });

  it("serves the issuer profile the credential names", async () => {
    const response = await body("/issuer", issuerLoader);
    expect(await response.json()).toMatchObject({
      id: `${siteUrl}/issuer`,
      type: ["Profile"],
      name: "Staffing Spotlight",
      url: siteUrl,
    });
  });

  it("/verify checks the signature and shows a valid certificate with its LinkedIn link", async () => {
    const page = await get(verifyLoader, `/verify/${reference}`);
    expect(page.data).toMatchObject({
      reference,
      certificate: { name: "Zoë Martínez", band: "95-100%", revoked: null },
      credential: { signatureValid: true },
    });
    // The public page never shows the address, not even hashed.
    expect(JSON.stringify(page.data)).not.toContain("zoe@");
    expect(JSON.stringify(page.data)).not.toContain("sha256$");
    const linkedIn = new URL(
      (page.data as { credential: { linkedIn: string } }).credential.linkedIn,
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
    const now = new Date();
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Recruiter Certification",
      organizationName: "Staffing Spotlight",
      issueYear: String(now.getUTCFullYear()),
      issueMonth: String(now.getUTCMonth() + 1),
      // Issue 30: valid for two years.
      expirationYear: String(now.getUTCFullYear() + 2),
      expirationMonth: String(now.getUTCMonth() + 1),
      certUrl: `${siteUrl}/verify/${reference}`,
      certId: reference,
    });
  });

  it("gives the holder the PDF the PNG shows, and anyone else the public copy", async () => {
    const holder = await body(`/verify/${reference}/certificate.pdf`, (args: never) =>
      pdfLoader({
        ...(args as object),
        request: new Request(`http://localhost/verify/${reference}/certificate.pdf`, {
          headers: { Cookie: holderCookie },
        }),
      } as never),
    );
    expect(holder.headers.get("Content-Type")).toBe("application/pdf");
    expect(holder.headers.get("Cache-Control")).toBe("private, no-store");
    const own = Buffer.from(await holder.arrayBuffer()).toString("latin1");
    expect(own.startsWith("%PDF-")).toBe(true);
    // US Letter landscape, the verify address a link, the text real text.
    expect(readPdf(own).pages.map((page) => page.mediaBox)).toEqual([[0, 0, 792, 612]]);
    expect(own).toContain(`/URI (${siteUrl}/verify/${reference})`);
    expect(pdfLines(own)).toEqual(
      expect.arrayContaining([
        // Whole lines: none broken in two over the next.
        "Certificate of Achievement",
        "has successfully completed the Staffing Spotlight Recruiter Certification",
        "Zo\u00eb Mart\u00ednez",
        "Recruiter, Quillmark",
        "with a score of 100%",
        `Reference ID: ${reference}`,
      ]),
    );

    const anyone = Buffer.from(
      await (await body(`/verify/${reference}/certificate.pdf`, pdfLoader)).arrayBuffer(),
    ).toString("latin1");
    const shown = pdfLines(anyone);
    expect(shown).toContain("with a score in the band 95-100%");
    expect(shown.join("\n")).not.toContain("Quillmark");
    expect(shown).not.toContain("with a score of 100%");
  });

  it("writes a name outside Latin-1 in the PDF, on US Letter or A4, and says when it cannot", async () => {
    // Issue 28, item 2: "Zoë Nguyễn Trần" came out as "Zoë Nguy□Ån Tr□§n" in a standard font.
    const certify = async (name: string, reference: string) => {
      await handle.db
        .insertInto("assessment_completions")
        .values({
          created_at: new Date().toISOString(),
          attempt_id: null,
          full_name: name,
          email: `${reference.toLowerCase()}@example.com`,
          company_name: "Quillmark",
          designation: "Recruiter",
          score: 88,
          total_questions: 25,
          certificate_type: "standard",
          section2_q1: "",
          section2_q2: "",
          section2_q3: "",
          section2_q7_positions: "",
          section2_q8_geographies: "",
          passed: 1,
          reference,
        })
        .execute();
      return (query: string) =>
        pdfLoader(
          routeArgs(new Request(`http://localhost/verify/${reference}/certificate.pdf${query}`), {
            params: { reference },
          }),
        );
    };
    const zoe = await certify("Zoë Nguyễn Trần", "SS-2026-11-ZOENGUYE-VNAME2");
    for (const [query, mediaBox, file] of [
      ["", [0, 0, 792, 612], "SS-2026-11-ZOENGUYE-VNAME2.pdf"],
      ["?paper=letter", [0, 0, 792, 612], "SS-2026-11-ZOENGUYE-VNAME2.pdf"],
      ["?paper=a4", [0, 0, 841.89, 595.28], "SS-2026-11-ZOENGUYE-VNAME2-a4.pdf"],
    ] as const) {
      const response = await zoe(query);
      expect(response.status, query).toBe(200);
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="staffing-spotlight-certificate-${file}"`,
      );
      const pdf = readPdf(Buffer.from(await response.arrayBuffer()));
      expect(pdf.pages.map((page) => page.mediaBox)).toEqual([mediaBox]);
      expect(pdf.pages[0]?.texts.map((text) => text.text)).toContain("Zoë Nguyễn Trần");
    }
    const unknownPaper = await zoe("?paper=legal");
    expect(unknownPaper.status).toBe(400);
    expect(await unknownPaper.text()).toBe(
      "Unknown paper: ask for paper=letter (US Letter, the default) or paper=a4.",
    );

    // A name in letters the PDF's font lacks: a clear answer instead of empty boxes.
    const chinese = await (await certify("张伟", "SS-2026-11-ZHANG-CJKNM2"))("");
    expect(chinese.status).toBe(422);
    expect(chinese.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await chinese.text()).toContain("Download the PNG from the certificate's page instead");
  });

  it("a moderator revokes it with a reason: /verify, the credential and the PDF say so", async () => {
    const revoke = (fields: Record<string, string>) => {
      const request = formRequest("/admin", {
        intent: "revoke",
        id: String(completionId),
        ...fields,
      });
      request.headers.set("Cookie", moderatorCookie);
      return callRoute(adminAction, request);
    };
    const withoutReason = await revoke({});
    expect(withoutReason.status).toBe(400);
    expect((await get(verifyLoader, `/verify/${reference}`)).data).toMatchObject({
      certificate: { revoked: null },
    });

    // First the confirm step, which revokes nothing; then the confirmed revocation.
    expect((await revoke({ reason: "Answers shared by another candidate" })).status).toBe(200);
    expect((await get(verifyLoader, `/verify/${reference}`)).data).toMatchObject({
      certificate: { revoked: null },
    });
    expect(
      (await revoke({ reason: "Answers shared by another candidate", confirmed: "yes" })).status,
    ).toBe(302);
    const audit = await handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "revoke")
      .execute();
    expect(audit).toMatchObject([
      {
        subject_type: "certificate",
        subject_id: completionId,
        reason: "Answers shared by another candidate",
      },
    ]);

    const page = await get(verifyLoader, `/verify/${reference}`);
    expect(page.data).toMatchObject({ certificate: { name: "Zoë Martínez" }, credential: null });
    expect((page.data as { certificate: { revoked: string } }).certificate.revoked).toBeTruthy();
    // The reason is for the moderators: the public page does not carry it.
    expect(JSON.stringify(page.data)).not.toContain("Answers shared");

    const credential = await body(`/verify/${reference}/credential`, credentialLoader);
    expect(credential.status).toBe(410);
    expect(await credential.json()).toMatchObject({ status: "revoked", reference });
    expect((await body(`/verify/${reference}/certificate.pdf`, pdfLoader)).status).toBe(410);

    // The holder's own view says so too, with the date, and nothing to draw, download or share.
    const holderView = await get(assessmentLoader, "/assessment?view=certificate", holderCookie);
    const revokedAt = (
      await handle.db
        .selectFrom("assessment_completions")
        .select("revoked_at")
        .where("id", "=", completionId)
        .executeTakeFirstOrThrow()
    ).revoked_at;
    expect(holderView.data).toEqual({
      step: "certificate",
      result: { score: 100, passed: true, total: 25 },
      certificate: null,
      revoked: {
        reference,
        type: "premium",
        issuedAt: expect.any(String),
        revokedAt,
      },
    });
    expect(formatLongDate(revokedAt ?? "")).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(JSON.stringify(holderView.data)).not.toContain("linkedin");
    expect(JSON.stringify(holderView.data)).not.toContain("Answers shared");
    // Nor will the server record a download of it, nor give its holder the PDF.
    const download = formRequest("/assessment", { intent: "download" });
    download.headers.set("Cookie", holderCookie);
    expect((await callRoute(assessmentAction, download)).status).toBe(410);
    const holderPdf = await pdfLoader(
      routeArgs(
        new Request(`http://localhost/verify/${reference}/certificate.pdf`, {
          headers: { Cookie: holderCookie },
        }),
        { params: { reference } },
      ),
    );
    expect(holderPdf.status).toBe(410);
    // Once revoked, it stays so.
    expect((await revoke({ reason: "Again" })).status).toBe(404);
    expect((await revoke({ reason: "Again", confirmed: "yes" })).status).toBe(404);
  });
});
