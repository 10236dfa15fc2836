// `npm run moderator -- add EMAIL | disable EMAIL [--force] | enable EMAIL`
import { createInterface } from "node:readline/promises";
import { z } from "zod";
import { initEnv } from "../app/lib/env.server";
import { openDb, setDb } from "../db";
import { migrateToLatest } from "../db/migrate";
import { createModerator, setModeratorDisabled } from "../app/features/moderation/auth.server";
import { generatePassword } from "../app/features/moderation/password.server";

const [command, emailArg, ...flags] = process.argv.slice(2);
const force = flags.includes("--force");
const email = z.email().safeParse(emailArg?.trim().toLowerCase());
if (!["add", "disable", "enable"].includes(command ?? "") || !email.success) {
  console.error("usage: npm run moderator -- add|disable|enable EMAIL [--force]");
  process.exit(2);
}

async function askPassword(): Promise<string> {
  // Asked for on a terminal; generated (and shown once) when left empty or when not run interactively.
  if (!process.stdin.isTTY) return "";
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    "Password (at least 12 characters; leave empty to generate one): ",
  );
  rl.close();
  return answer;
}

const env = initEnv();
const handle = openDb(env);
setDb(handle);
try {
  await migrateToLatest(handle.db);
  if (command === "add") {
    let password = await askPassword();
    const generated = !password;
    if (generated) password = generatePassword();
    if (password.length < 12) {
      console.error("The password must have at least 12 characters.");
      process.exitCode = 1;
    } else {
      await createModerator(email.data, password);
      console.log(
        `Owner ${email.data} added. At the first sign-in, the account sets up two-factor sign-in with an authenticator app.`,
      );
      if (generated) console.log(`Password (shown only now, store it safely): ${password}`);
    }
  } else {
    const result = await setModeratorDisabled(email.data, command === "disable", { force });
    if (result === "done") console.log(`Moderator ${email.data} ${command}d.`);
    else {
      console.error(
        result === "not-found"
          ? `No moderator with the e-mail ${email.data}.`
          : `${email.data} is the last active owner: add another owner first (npm run moderator -- add), or repeat with --force.`,
      );
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(
    error instanceof Error && /unique|UNIQUE/.test(error.message)
      ? `A moderator with the e-mail ${email.data} already exists.`
      : error,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
