import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The browser tests run against the production build, served by the real Express server on
// 127.0.0.1 with a throwaway data folder, and a real SMTP server that receives its e-mails.
// Playwright stops both when the run ends.
const port = Number(process.env.E2E_PORT ?? 3999);
export const baseURL = `http://127.0.0.1:${port}`;
/** Known only to the tests, so that they can sign a flash-toast cookie as the server would. */
export const testSessionSecret = "e2e-secret-0123456789abcdef0123456789abcdef";

process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "staffing-spotlight-e2e-"));
// The e2e server sends its e-mails to a real SMTP server the run starts (tests/e2e/smtp-sink.ts),
// which keeps each message it receives in this folder: the specs read links and codes there, as
// a visitor reads them in an inbox.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), "staffing-spotlight-e2e-mail-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three browsers at once on a two-core machine: a page mostly waits on the server and on
  // rendering, and every test has a visitor address (and mostly data) of its own.
  workers: 3,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A test's own limit, not a speed target (those live in bench/): three browsers on two cores
  // can take more than 30 s for the longest walks, and for a spec that starts `npm start`. On a
  // busy host the same walks took 2 to 2.5 times as long (a whole-suite run of 28 minutes, where
  // the longest walks, with axe's checks, passed 60 s), so a hang, not a slow machine, fails.
  timeout: 120_000,
  use: {
    baseURL,
    // Pages honour the visitor's reduced motion (transitions and animations off), which saves
    // two cores the frames of every transition; a test about motion asks for it itself.
    reducedMotion: "reduce",
    // No trace by default: recording one costs a fifth of the suite's time on two cores. A
    // failure still prints its error and the page's accessibility snapshot; to record traces,
    // run `npx playwright test --trace retain-on-failure`.
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node --import tsx tests/e2e/smtp-sink.ts",
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: "node build/bin/index.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SESSION_SECRET: testSessionSecret,
        LOG_LEVEL: "warn",
        // Tests give each visitor an address of its own (X-Forwarded-For), so that the
        // per-address rate limits of one test do not spill into another.
        TRUST_PROXY: "1",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Staffing Spotlight <mail@spotlight.test>",
      },
    },
  ],
});
