// What `npm test` must set up first, decided from facts about the machine (test-setup.ts
// gathers them). Pure, so each case is tested without touching the machine.

export interface Facts {
  /** Where the browser tests look for Chromium. */
  chromiumPath: string;
  /** The path came from CHROMIUM_PATH (so installing Debian's package would not help). */
  chromiumFromEnv: boolean;
  chromium: boolean;
  /** TEST_DATABASE_URL is set: the PostgreSQL tests use that server. */
  postgresUrl: boolean;
  /** PostgreSQL's server binaries are installed (/usr/lib/postgresql/<v>/bin/initdb). */
  postgres: boolean;
  /** nginx is installed (/usr/sbin/nginx): the load-balancer test runs two app processes
   * behind it. */
  nginx: boolean;
  debian: boolean;
  root: boolean;
  sudo: boolean;
  /** TEST_NO_INSTALL=1: never install, say what to run instead. */
  noInstall: boolean;
}

/** Where the load-balancer test (tests/support/nginx.ts) runs nginx from: Debian's package. */
export const nginxPath = "/usr/sbin/nginx";

export type Plan = { report: string[] } & (
  { kind: "ready" } | { kind: "install"; packages: string[] } | { kind: "stop"; message: string }
);

export function planSetup(facts: Facts): Plan {
  const report: string[] = [];
  const packages: string[] = [];
  const problems: string[] = [];

  if (facts.chromium) report.push(`Chromium: ${facts.chromiumPath}`);
  else if (facts.chromiumFromEnv) {
    report.push(`Chromium: CHROMIUM_PATH=${facts.chromiumPath} does not exist`);
    problems.push(`CHROMIUM_PATH names no file: set it to a Chromium binary, or unset it.`);
  } else {
    report.push(`Chromium: missing (${facts.chromiumPath})`);
    packages.push("chromium");
  }

  if (facts.postgresUrl) report.push("PostgreSQL: the server at TEST_DATABASE_URL");
  else if (facts.postgres) report.push("PostgreSQL: server binaries found");
  else {
    report.push("PostgreSQL: server binaries missing (/usr/lib/postgresql/<version>/bin)");
    packages.push("postgresql");
  }
  if (facts.nginx) report.push(`nginx: ${nginxPath}`);
  else {
    report.push(`nginx: missing (${nginxPath})`);
    packages.push("nginx");
  }
  report.push("build: made by `npm run build` in this run");

  if (problems.length) return { kind: "stop", report, message: problems.join(" ") };
  if (!packages.length) return { kind: "ready", report };

  const command = `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;
  const skip =
    "or set CHROMIUM_PATH to a Chromium binary and TEST_DATABASE_URL to a PostgreSQL server you own";
  if (!facts.debian)
    return {
      kind: "stop",
      report,
      message: `Install ${packages.join(" and ")} (the PostgreSQL server, not only its client; nginx at ${nginxPath}) with your system's package manager, ${skip}.`,
    };
  if (facts.noInstall)
    return {
      kind: "stop",
      report,
      message: `TEST_NO_INSTALL=1, so nothing is installed. Run: ${command} (${skip}).`,
    };
  if (!facts.root && !facts.sudo)
    return {
      kind: "stop",
      report,
      message: `Installing needs root or passwordless sudo. Run: ${command} (${skip}).`,
    };
  return { kind: "install", report, packages };
}
