import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type JsonWebKey,
  type KeyObject,
} from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { JWK } from "jose";
import { getEnv } from "~/lib/env.server";
import { writeOnce } from "~/lib/write-once.server";
import { absoluteUrl, siteName } from "~/lib/site";
import { getSiteConfig } from "~/lib/site.server";
import { passMark } from "./rules";
import { validUntilOf } from "./term";

// Each certificate is also an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable
// Credential), signed as a VC-JWT with the site's Ed25519 key (decision 0015). The key is made
// on first start and kept in DATA_DIR, like the cookie secret, unless CREDENTIAL_SIGNING_KEY
// gives it; its public half is published at /.well-known/jwks.json, and every JWT's `kid`
// names it. A credential is signed when asked for, from the completion's stored facts: Ed25519
// signatures are deterministic, so the same certificate always yields the same JWT.

const keyFile = "credential-key.json";

// jose is loaded when a credential is first signed or checked, not in every worker at start
// (issue 35); Node keeps the one copy it loads.
const loadJose = () => import("jose");

export const achievementName = "Staffing Spotlight Recruiter Certification";

interface SigningKey {
  privateKey: KeyObject;
  publicJwk: JWK & { kid: string };
  /** Keys the per-certificate salt of the holder's hashed e-mail address (identitySalt). */
  saltKey: Buffer;
}

let cached: { source: string; key: SigningKey } | undefined;

/** The site's signing key: from the environment, else from DATA_DIR, made there if missing. */
export async function signingKey(): Promise<SigningKey> {
  const env = getEnv();
  const source = env.credentialSigningKey ?? path.join(env.dataDir, keyFile);
  if (cached?.source === source) return cached.key;
  const jwk = env.credentialSigningKey
    ? (JSON.parse(env.credentialSigningKey) as JsonWebKey)
    : loadOrCreateKeyFile(source);
  const privateKey = createPrivateKey({ key: jwk, format: "jwk" });
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: "jwk" });
  const publicPart = { kty, crv, x } as JWK;
  const { calculateJwkThumbprint } = await loadJose();
  const kid = await calculateJwkThumbprint(publicPart);
  // A key of its own for the salts, derived from the private key: no second secret to keep,
  // and the signing key itself is never used for anything but signing.
  const secret = privateKey.export({ format: "der", type: "pkcs8" });
  const saltKey = Buffer.from(hkdfSync("sha256", secret, "", "credential identity salt", 32));
  const key = { privateKey, publicJwk: { ...publicPart, kid, alg: "EdDSA", use: "sig" }, saltKey };
  cached = { source, key };
  return key;
}

function loadOrCreateKeyFile(file: string): JsonWebKey {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as JsonWebKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const jwk = generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" });
  // A second process starting at the same moment keeps the first one's key, read whole.
  return JSON.parse(writeOnce(file, `${JSON.stringify(jwk)}\n`)) as JsonWebKey;
}

/** The published key set: the public half of the signing key. */
export async function publishedKeys(): Promise<{ keys: JWK[] }> {
  return { keys: [(await signingKey()).publicJwk] };
}

/** The issuer's Open Badges profile, served at /issuer. */
export function issuerProfile() {
  const site = getSiteConfig();
  return {
    "@context": [
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ],
    id: absoluteUrl(site, "/issuer"),
    type: ["Profile"],
    name: siteName,
    url: site.url,
    email: site.contactEmail,
    description:
      "Staffing Spotlight is the public home of the US staffing and recruitment community. It issues the free Recruiter Certification to candidates who pass its assessment.",
  };
}

export interface CertifiedCompletion {
  reference: string;
  full_name: string;
  /** The confirmed address (stored lower-case); in the credential only hashed and salted. */
  email: string;
  score: number;
  created_at: string;
  certificate_type: string | null;
}

/**
 * The holder's e-mail address as an Open Badges IdentityObject: "sha256$" and the hex SHA-256 of
 * the lower-case address followed by the salt (UTF-8). Whoever is given the address can check it
 * against the credential; the credential alone does not tell it.
 */
function emailIdentity(email: string, salt: string) {
  const hash = createHash("sha256")
    .update(email.trim().toLowerCase() + salt, "utf8")
    .digest("hex");
  return {
    type: "IdentityObject",
    identityHash: `sha256$${hash}`,
    identityType: "emailAddress",
    hashed: true,
    salt,
  };
}

/**
 * The salt of a certificate's hashed address: an HMAC of its reference, so the same certificate
 * always gets the same salt (and the same JWT), two certificates of one address get different
 * hashes, and nobody without the key can work out a salt before seeing the credential.
 */
function identitySalt(key: SigningKey, reference: string): string {
  return createHmac("sha256", key.saltKey).update(reference).digest("hex").slice(0, 32);
}

/** The certificate as an OpenBadgeCredential (unsigned); `salt` salts the hashed address. */
export function credentialFor(completion: CertifiedCompletion, salt: string) {
  const site = getSiteConfig();
  const verifyUrl = absoluteUrl(site, `/verify/${completion.reference}`);
  return {
    "@context": [
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ],
    id: verifyUrl,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: issuerProfile(),
    validFrom: new Date(completion.created_at).toISOString(),
    // Two years (issue 30): after that the certificate is expired, and its holder renews it.
    validUntil: validUntilOf(completion.created_at),
    name: achievementName,
    credentialSubject: {
      type: ["AchievementSubject"],
      // OB 3.0 asks for an id or an identifier: the confirmed address, hashed and salted.
      identifier: [emailIdentity(completion.email, salt)],
      name: completion.full_name,
      achievement: {
        id: absoluteUrl(site, "/assessment#achievement"),
        type: ["Achievement"],
        achievementType: "Certificate",
        name: achievementName,
        description:
          "Passed Staffing Spotlight's recruiter assessment: 25 questions drawn from nine modules of US recruiting practice (fundamentals, US staffing, sourcing, ATS, HR compliance, interviewing, negotiation and closing, candidate engagement, metrics), answered within 30 minutes.",
        criteria: {
          narrative: `Score at least ${passMark}% on the 25-question, 30-minute assessment, taken by a candidate whose e-mail address was confirmed with a one-time code.`,
        },
        creator: { id: absoluteUrl(site, "/issuer"), type: ["Profile"], name: siteName },
      },
      result: [{ type: ["Result"], value: `${completion.score}%` }],
    },
    evidence: [
      {
        id: verifyUrl,
        type: ["Evidence"],
        name: "Certificate verification page",
        narrative: `Reference ${completion.reference}; certificate type: ${completion.certificate_type ?? "standard"}.`,
      },
    ],
  };
}

/** The credential signed as a VC-JWT (compact JWS), EdDSA over Ed25519. */
export async function signedCredential(completion: CertifiedCompletion): Promise<string> {
  const key = await signingKey();
  const { SignJWT } = await loadJose();
  const credential = credentialFor(completion, identitySalt(key, completion.reference));
  const issued = Math.floor(new Date(completion.created_at).getTime() / 1000);
  const expires = Math.floor(new Date(credential.validUntil).getTime() / 1000);
  return (
    new SignJWT({ vc: credential })
      .setProtectedHeader({ alg: "EdDSA", typ: "JWT", kid: key.publicJwk.kid })
      .setIssuer(credential.issuer.id)
      .setJti(credential.id)
      .setSubject(credential.id)
      .setIssuedAt(issued)
      .setNotBefore(issued)
      // VC-JWT carries validUntil as exp too, so a JWT library refuses it once expired.
      .setExpirationTime(expires)
      .sign(key.privateKey)
  );
}

/**
 * Whether `jwt` carries a valid signature by a key of the published set; its credential. `at`
 * is the moment its time claims are checked against: the verification page checks an expired
 * certificate's signature as of its issue date, and says from the record that it expired.
 */
export async function verifyCredential(
  jwt: string,
  keys: { keys: JWK[] },
  at?: Date,
): Promise<{ valid: true; credential: ReturnType<typeof credentialFor> } | { valid: false }> {
  // Outside the try: a library that cannot be loaded is a fault, not an invalid credential.
  const { createLocalJWKSet, jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(keys), {
      algorithms: ["EdDSA"],
      ...(at ? { currentDate: at } : {}),
    });
    return { valid: true, credential: payload.vc as ReturnType<typeof credentialFor> };
  } catch {
    return { valid: false };
  }
}
