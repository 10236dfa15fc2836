import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { siteName } from "./site";
import { writeOnce } from "./write-once.server";

const port = z.coerce
  .number({ error: "expected a whole number from 1 to 65535" })
  .int("expected a whole number from 1 to 65535")
  .min(1, "expected a whole number from 1 to 65535")
  .max(65535, "expected a whole number from 1 to 65535");

/** `npm start` runs at most this many workers: more than enough for any one machine's cores,
 * and few enough that a typo (640) cannot exhaust the database's connections. */
export const maxWebConcurrency = 64;
const workerCount = `expected a whole number of worker processes from 1 to ${maxWebConcurrency}`;

/**
 * One entry of TRUST_PROXY's list, as Express (proxy-addr) takes it: an address, a subnet
 * (`10.0.0.0/8`, `fd00::/8`), or one of proxy-addr's names for a range.
 */
function isProxyEntry(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxyMessage =
  "expected the addresses or subnets of the proxies in front of the server (10.0.0.5, 10.0.0.0/8, loopback), their number, true or false";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "expected an http:// or https:// URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, "expected a host name or address").default("127.0.0.1"),
  SITE_URL: httpUrl.optional(),
  SITE_CONTACT_EMAIL: z
    .email({ error: "expected an e-mail address" })
    .default("hello@staffingspotlight.com"),
  SITE_LINKEDIN_URL: httpUrl.default("https://www.linkedin.com/company/staffing-spotlight"),
  DATA_DIR: z.string().trim().min(1, "expected a folder path").default("./data"),
  SESSION_SECRET: z
    .string()
    .min(32, "expected at least 32 characters (several secrets may be separated by commas)")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "expected a postgres:// URL (leave unset for SQLite)")
    .optional(),
  CERTIFICATE_PROMOTION: z.enum(["on", "off"], { error: "expected on or off" }).default("on"),
  PAGE_CACHE: z.enum(["on", "off"], { error: "expected on or off" }).default("on"),
  ASSESSMENT_TEST_SECONDS: z.coerce
    .number({ error: "expected a whole number of seconds" })
    .int("expected a whole number of seconds")
    .min(1, "expected a whole number of seconds")
    .optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: "expected a number of seconds from 0 to 120" })
    .min(0, "expected a number of seconds from 0 to 120")
    .max(120, "expected a number of seconds from 0 to 120")
    .default(5),
  WEB_CONCURRENCY: z.coerce
    .number({ error: workerCount })
    .int(workerCount)
    .min(1, workerCount)
    .max(maxWebConcurrency, workerCount)
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/]+/,
      "expected an smtp:// or smtps:// URL (leave unset to write e-mails to DATA_DIR/outbox/)",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      error: 'expected an e-mail address, or a name and an address ("Name <name@example.com>")',
    })
    .optional(),
  MAIL_TEST_LEASE_SECONDS: z.coerce
    .number({ error: "expected a whole number of seconds" })
    .int("expected a whole number of seconds")
    .min(1, "expected a whole number of seconds")
    .optional(),
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .refine(
      (text) => {
        try {
          const jwk = JSON.parse(text) as Record<string, unknown>;
          return jwk.kty === "OKP" && jwk.crv === "Ed25519" && typeof jwk.d === "string";
        } catch {
          return false;
        }
      },
      {
        error:
          'expected an Ed25519 private key as a JWK ({"kty":"OKP","crv":"Ed25519","d":...,"x":...})',
      },
    )
    .optional(),
  BACKUP_DIR: z.string().trim().min(1, "expected a folder path").optional(),
  BACKUP_EVERY: z
    .string()
    .trim()
    .regex(/^[1-9]\d*(s|m|h|d)$/, {
      error: "expected a whole number and a unit: s, m, h or d (for example 24h)",
    })
    .optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: "expected a whole number of backups from 1 to 1000" })
    .int("expected a whole number of backups from 1 to 1000")
    .min(1, "expected a whole number of backups from 1 to 1000")
    .max(1000, "expected a whole number of backups from 1 to 1000")
    .default(7),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,}$/, {
      error: "expected at least 16 characters, with no spaces (for example: openssl rand -hex 32)",
    })
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (value) =>
        /^(\d+|true|false)$/.test(value) ||
        value.split(",").every((entry) => isProxyEntry(entry.trim())),
      trustProxyMessage,
    )
    .default("false"),
});

/** Every environment variable the server reads; the README's table documents each one. */
export const envVariableNames = Object.keys(envSchema.shape);

export interface Env {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  siteUrl: string;
  contactEmail: string;
  linkedinUrl: string;
  dataDir: string;
  /** Newest first: the first signs new cookies, the others still verify old ones. */
  sessionSecrets: string[];
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** PostgreSQL when set; otherwise SQLite in `dataDir/app.db`. */
  databaseUrl: string | undefined;
  /** While on, every passing candidate gets the premium certificate ("free for a limited time"). */
  certificatePromotion: boolean;
  /** Whether public pages are kept for under a second and sent to every visitor
   * (server/page-cache.ts); off renders each request. */
  pageCache: boolean;
  /** The assessment's length in seconds: 1800, or a shorter clock that only tests may set. */
  assessmentSeconds: number;
  /** Which proxies to trust for the client address (X-Forwarded-For), as Express's `trust
   * proxy` takes them: their addresses or subnets, or how many there are (0 trusts none). */
  trustProxy: number | string[];
  /** On SIGTERM, how long /healthz fails while the server still takes requests, before it
   * stops listening: time for a load balancer to notice and send visitors elsewhere. */
  shutdownDrainSeconds: number;
  /** How many worker processes `npm start` runs (server/cluster.ts): WEB_CONCURRENCY, else one
   * per core (at most 64). `npm run dev` and server/index.ts alone are one process. */
  webConcurrency: number;
  /** The SMTP server that sends e-mails; none writes them to `dataDir/outbox/` instead. */
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  mailFrom: string;
  /** How long the outbox worker's claim on a message holds: 120 s, or a shorter one that only
   * tests may set (a process killed mid-send leaves its message for this long). */
  mailLeaseSeconds: number;
  /** The certificates' signing key (an Ed25519 JWK); none: made on first start in dataDir. */
  credentialSigningKey: string | undefined;
  /** Where `npm run db:backup` and the scheduled backups write: BACKUP_DIR, else DATA_DIR/backups. */
  backupDir: string;
  /** How often the running server backs up (BACKUP_EVERY), in milliseconds; unset: never. */
  backupEveryMs: number | undefined;
  /** How many scheduled backups are kept (BACKUP_KEEP). */
  backupKeep: number;
  /** The bearer token /metrics asks for; unset: /metrics answers 404. */
  metricsToken: string | undefined;
}

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws an EnvError naming every bad variable. No I/O. */
export function parseEnv(source: Record<string, string | undefined>): Omit<
  Env,
  "sessionSecrets"
> & {
  sessionSecrets: string[] | undefined;
} {
  // An empty variable is treated as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable(s):\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    contactEmail: env.SITE_CONTACT_EMAIL,
    linkedinUrl: env.SITE_LINKEDIN_URL,
    dataDir: path.resolve(env.DATA_DIR),
    sessionSecrets: env.SESSION_SECRET?.split(",").map((secret) => secret.trim()),
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    certificatePromotion: env.CERTIFICATE_PROMOTION === "on",
    pageCache: env.PAGE_CACHE === "on",
    // The shortened clock is honoured only in test mode, so production can never be given one.
    assessmentSeconds:
      env.NODE_ENV === "test" && env.ASSESSMENT_TEST_SECONDS ? env.ASSESSMENT_TEST_SECONDS : 1800,
    trustProxy:
      env.TRUST_PROXY === "true"
        ? 1
        : env.TRUST_PROXY === "false"
          ? 0
          : /^\d+$/.test(env.TRUST_PROXY)
            ? Number(env.TRUST_PROXY)
            : env.TRUST_PROXY.split(",").map((entry) => entry.trim()),
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    webConcurrency: env.WEB_CONCURRENCY ?? Math.min(availableParallelism(), maxWebConcurrency),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `"${siteName}" <${env.SITE_CONTACT_EMAIL}>`,
    mailLeaseSeconds:
      env.NODE_ENV === "test" && env.MAIL_TEST_LEASE_SECONDS ? env.MAIL_TEST_LEASE_SECONDS : 120,
    credentialSigningKey: env.CREDENTIAL_SIGNING_KEY,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    backupEveryMs: env.BACKUP_EVERY ? durationMs(env.BACKUP_EVERY) : undefined,
    backupKeep: env.BACKUP_KEEP,
    metricsToken: env.METRICS_TOKEN,
  };
}

const unitMs = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "24h" as milliseconds; the schema has checked the form. */
function durationMs(text: string): number {
  const unit = text.slice(-1) as keyof typeof unitMs;
  return Number(text.slice(0, -1)) * unitMs[unit];
}

const secretsFile = "secrets.json";

/**
 * A fresh machine has no cookie-signing secret: make one on first start and keep it in the
 * data folder (readable by the owner only), so `npm start` needs no set-up and cookies
 * stay valid across restarts. Production may set SESSION_SECRET instead.
 */
export function loadOrCreateSecrets(dataDir: string): string[] {
  const file = path.join(dataDir, secretsFile);
  try {
    const stored = z
      .object({ sessionSecrets: z.array(z.string().min(32)).min(1) })
      .parse(JSON.parse(readFileSync(file, "utf8")));
    return stored.sessionSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new EnvError(`${file} is unreadable or malformed; delete it to make a new secret.`);
    }
  }
  // The data folder holds the secret and the database: its owner's only (writeOnce makes it so).
  // Processes starting at once each make a secret; the first one stored is everyone's.
  const made = [randomBytes(32).toString("hex")];
  const stored = writeOnce(file, `${JSON.stringify({ sessionSecrets: made }, null, 2)}\n`);
  return (JSON.parse(stored) as { sessionSecrets: string[] }).sessionSecrets;
}

// The Express entry and the React Router build are separate module graphs; keeping the
// parsed environment on globalThis means it is read once per process, not once per graph.
const key = Symbol.for("staffing-spotlight.env");
type GlobalWithEnv = typeof globalThis & { [key]?: Env };

export function initEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  const env: Env = {
    ...parsed,
    sessionSecrets: parsed.sessionSecrets ?? loadOrCreateSecrets(parsed.dataDir),
  };
  (globalThis as GlobalWithEnv)[key] = env;
  return env;
}

/**
 * For a process's entry point: the environment, or, when a variable is wrong, its message on
 * standard error and exit code 1 (one plain line an operator can act on, not a stack trace).
 */
export function initEnvOrExit(): Env {
  try {
    return initEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function getEnv(): Env {
  return (globalThis as GlobalWithEnv)[key] ?? initEnv();
}
