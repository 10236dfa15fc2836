import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadOrCreateSecrets, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives working defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      nodeEnv: "production",
      port: 3000,
      host: "127.0.0.1",
      siteUrl: "http://localhost:3000",
      contactEmail: "hello@staffingspotlight.com",
      linkedinUrl: "https://www.linkedin.com/company/staffing-spotlight",
      logLevel: "info",
      sessionSecrets: undefined,
      databaseUrl: undefined,
      trustProxy: 0,
      certificatePromotion: true,
      pageCache: true,
      assessmentSeconds: 1800,
      shutdownDrainSeconds: 5,
      smtpUrl: undefined,
      mailFrom: '"Staffing Spotlight" <hello@staffingspotlight.com>',
      mailLeaseSeconds: 120,
    });
    expect(env.dataDir).toBe(path.resolve("data"));
  });

  it("reads every variable, trimming a trailing slash from URLs", () => {
    const env = parseEnv({
      NODE_ENV: "development",
      PORT: "8080",
      HOST: "0.0.0.0",
      SITE_URL: "https://staffingspotlight.com/",
      SITE_CONTACT_EMAIL: "team@example.org",
      SITE_LINKEDIN_URL: "https://www.linkedin.com/company/example/",
      DATA_DIR: "/var/lib/spotlight",
      SESSION_SECRET: `${"a".repeat(32)}, ${"b".repeat(32)}`,
      LOG_LEVEL: "warn",
      DATABASE_URL: "postgres://app@db.internal:5432/spotlight",
      TRUST_PROXY: "2",
      CERTIFICATE_PROMOTION: "off",
      PAGE_CACHE: "off",
      ASSESSMENT_TEST_SECONDS: "10",
      SHUTDOWN_DRAIN_SECONDS: "0.5",
      SMTP_URL: "smtps://mailer:secret@smtp.example.org:465",
      MAIL_FROM: "Spotlight <news@example.org>",
      MAIL_TEST_LEASE_SECONDS: "3",
      WEB_CONCURRENCY: "4",
      BACKUP_DIR: "/srv/backups",
      BACKUP_EVERY: "12h",
      BACKUP_KEEP: "3",
      METRICS_TOKEN: "scrape-0123456789abcdef",
    });
    expect(env).toEqual({
      nodeEnv: "development",
      port: 8080,
      host: "0.0.0.0",
      siteUrl: "https://staffingspotlight.com",
      contactEmail: "team@example.org",
      linkedinUrl: "https://www.linkedin.com/company/example",
      dataDir: "/var/lib/spotlight",
      sessionSecrets: ["a".repeat(32), "b".repeat(32)],
      logLevel: "warn",
      databaseUrl: "postgres://app@db.internal:5432/spotlight",
      trustProxy: 2,
      certificatePromotion: false,
      pageCache: false,
      assessmentSeconds: 1800,
      shutdownDrainSeconds: 0.5,
      webConcurrency: 4,
      smtpUrl: "smtps://mailer:secret@smtp.example.org:465",
      mailFrom: "Spotlight <news@example.org>",
      mailLeaseSeconds: 120,
      credentialSigningKey: undefined,
      backupDir: "/srv/backups",
      backupEveryMs: 12 * 3_600_000,
      backupKeep: 3,
      metricsToken: "scrape-0123456789abcdef",
    });
  });

  it("puts backups in DATA_DIR/backups unless told, and refuses a vague schedule or a short token", () => {
    const env = parseEnv({ DATA_DIR: "/var/lib/spotlight", BACKUP_EVERY: "90m" });
    expect(env.backupDir).toBe("/var/lib/spotlight/backups");
    expect(env.backupEveryMs).toBe(90 * 60_000);
    expect(env.backupKeep).toBe(7);
    expect(() => parseEnv({ BACKUP_EVERY: "daily" })).toThrow(
      /BACKUP_EVERY: expected a whole number and a unit/,
    );
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: expected at least 16/,
    );
  });

  it("derives the site URL from the port when SITE_URL is unset", () => {
    expect(parseEnv({ PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
  });

  it("honours a shortened assessment clock only in test mode", () => {
    expect(parseEnv({ NODE_ENV: "test", ASSESSMENT_TEST_SECONDS: "8" }).assessmentSeconds).toBe(8);
    expect(
      parseEnv({ NODE_ENV: "production", ASSESSMENT_TEST_SECONDS: "8" }).assessmentSeconds,
    ).toBe(1800);
  });

  it("honours a shortened mail lease only in test mode", () => {
    expect(parseEnv({ NODE_ENV: "test", MAIL_TEST_LEASE_SECONDS: "3" }).mailLeaseSeconds).toBe(3);
    expect(
      parseEnv({ NODE_ENV: "production", MAIL_TEST_LEASE_SECONDS: "3" }).mailLeaseSeconds,
    ).toBe(120);
  });

  it("runs one worker per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(parseEnv({}).webConcurrency).toBe(Math.min(availableParallelism(), 64));
    expect(parseEnv({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "64" }).webConcurrency).toBe(64);
    expect(parseEnv({ WEB_CONCURRENCY: "" }).webConcurrency).toBe(
      Math.min(availableParallelism(), 64),
    );
  });

  it("reads TRUST_PROXY as a number of proxies, true, false, or a list of addresses and subnets", () => {
    const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).trustProxy;
    expect(trust("true")).toBe(1);
    expect(trust("false")).toBe(0);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.5")).toEqual(["10.0.0.5"]);
    expect(trust(" 10.0.0.0/8, fd00::/8 ,loopback,2001:db8::1")).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
      "2001:db8::1",
    ]);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ PORT: "", SITE_URL: "" }).port).toBe(3000);
  });

  it.each([
    ["PORT", "abc", /PORT: expected a whole number from 1 to 65535/],
    ["PORT", "70000", /PORT: expected a whole number from 1 to 65535/],
    ["SITE_URL", "ftp://example.com", /SITE_URL: expected an http:\/\/ or https:\/\/ URL/],
    ["SITE_URL", "not a url", /SITE_URL: expected an http:\/\/ or https:\/\/ URL/],
    ["SITE_CONTACT_EMAIL", "nobody", /SITE_CONTACT_EMAIL: expected an e-mail address/],
    ["SESSION_SECRET", "short", /SESSION_SECRET: expected at least 32 characters/],
    ["NODE_ENV", "staging", /NODE_ENV/],
    ["LOG_LEVEL", "loud", /LOG_LEVEL/],
    ["DATABASE_URL", "mysql://x", /DATABASE_URL: expected a postgres:\/\/ URL/],
    ["TRUST_PROXY", "yes", /TRUST_PROXY: expected the addresses or subnets of the proxies/],
    ["TRUST_PROXY", "10.0.0.5, proxy.internal", /TRUST_PROXY: expected the addresses/],
    ["TRUST_PROXY", "10.0.0.0/33", /TRUST_PROXY: expected the addresses/],
    ["TRUST_PROXY", "10.0.0.0/8/1", /TRUST_PROXY: expected the addresses/],
    ["TRUST_PROXY", "10.0.0.5,", /TRUST_PROXY: expected the addresses/],
    ["SHUTDOWN_DRAIN_SECONDS", "soon", /SHUTDOWN_DRAIN_SECONDS: expected a number of seconds/],
    ["SHUTDOWN_DRAIN_SECONDS", "-1", /SHUTDOWN_DRAIN_SECONDS: expected a number of seconds/],
    ["SHUTDOWN_DRAIN_SECONDS", "600", /SHUTDOWN_DRAIN_SECONDS: expected a number of seconds/],
    ["SMTP_URL", "mail.example.org:25", /SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/],
    ["MAIL_FROM", "Spotlight", /MAIL_FROM: expected an e-mail address/],
  ])("rejects %s=%s with a message that names it", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it.each(["0", "65", "2.5", "-3", "two", "1e3"])(
    "rejects WEB_CONCURRENCY=%s with a message that names it",
    (value) => {
      expect(() => parseEnv({ WEB_CONCURRENCY: value })).toThrow(
        "WEB_CONCURRENCY: expected a whole number of worker processes from 1 to 64",
      );
    },
  );

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "x", SITE_URL: "y" })).toThrow(/PORT[\s\S]*SITE_URL/);
  });
});

describe("loadOrCreateSecrets", () => {
  it("creates a secret on first start, readable by the owner only, and reuses it", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "env-test-")), "nested");
    const first = loadOrCreateSecrets(dir);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ sessionSecrets: first });
    expect(loadOrCreateSecrets(dir)).toEqual(first);
  });

  it("refuses a malformed secrets file instead of replacing it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-test-"));
    writeFileSync(path.join(dir, "secrets.json"), "{ not json");
    expect(() => loadOrCreateSecrets(dir)).toThrow(/secrets\.json is unreadable or malformed/);
  });
});
