/**
 * The first step of `npm test`: checks what the tests need beyond `npm install` and installs
 * what is missing when that is safe, so the README's test command works on a bare machine.
 *
 * - Chromium, for the browser tests: `CHROMIUM_PATH`, else /usr/bin/chromium.
 * - PostgreSQL's server binaries, for the tests on PostgreSQL: /usr/lib/postgresql/<v>/bin
 *   (the tests start a throwaway cluster), unless `TEST_DATABASE_URL` names a server to use.
 * - nginx, for the load-balancer test (two app processes behind it): /usr/sbin/nginx.
 * - The build, for the reliability and browser tests: `npm test` makes it next, every run.
 *
 * What is missing is installed from Debian's packages (the same ones CI used to install) on
 * Debian or Ubuntu, as root or with passwordless sudo, unless `TEST_NO_INSTALL=1`. Otherwise
 * the script stops at once with the command that would install it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { nginxPath, planSetup, type Facts } from "./test-setup-plan";

function postgresBinaries(): boolean {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return false;
  return readdirSync(base).some((version) => existsSync(path.join(base, version, "bin", "initdb")));
}

function isDebianLike(): boolean {
  if (!existsSync("/etc/os-release")) return false;
  const release = readFileSync("/etc/os-release", "utf8");
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release) && existsSync("/usr/bin/apt-get");
}

function hasPasswordlessSudo(): boolean {
  return spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;
}

const env = process.env;
const chromiumPath = env.CHROMIUM_PATH || "/usr/bin/chromium";
const facts: Facts = {
  chromiumPath,
  chromiumFromEnv: Boolean(env.CHROMIUM_PATH),
  chromium: existsSync(chromiumPath),
  postgresUrl: Boolean(env.TEST_DATABASE_URL),
  postgres: postgresBinaries(),
  nginx: existsSync(nginxPath),
  debian: isDebianLike(),
  root: process.getuid?.() === 0,
  sudo: process.getuid?.() !== 0 && hasPasswordlessSudo(),
  noInstall: env.TEST_NO_INSTALL === "1",
};

const plan = planSetup(facts);
for (const line of plan.report) console.log(`test set-up: ${line}`);
if (plan.kind === "stop") {
  console.error(`\ntest set-up: ${plan.message}`);
  process.exit(1);
}
if (plan.kind === "install") {
  const sudo = facts.root ? [] : ["sudo", "-n"];
  const run = (command: string[]) => {
    const [file, ...args] = [...sudo, ...command];
    execFileSync(file!, args, {
      stdio: "inherit",
      env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
    });
  };
  console.log(`test set-up: installing ${plan.packages.join(" and ")} from Debian (apt-get)...`);
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", ...plan.packages]);
  const still = planSetup({
    ...facts,
    chromium: existsSync(facts.chromiumPath),
    postgres: postgresBinaries(),
    nginx: existsSync(nginxPath),
  });
  if (still.kind !== "ready") {
    console.error(`\ntest set-up: the install did not provide everything:`);
    for (const line of still.report) console.error(`test set-up: ${line}`);
    process.exit(1);
  }
  console.log("test set-up: installed.");
}
