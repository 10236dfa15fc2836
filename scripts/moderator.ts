// `npm run moderator -- add EMAIL | disable EMAIL | enable EMAIL`
import { createInterface } from "node:readline/promises";
import { z } from "zod";
import { initEnv } from "../app/lib/env.server";
import { openDb, setDb } from "../db";
import { migrateToLatest } from "../db/migrate";
import { createModerator, setModeratorDisabled } from "../app/features/moderation/auth.server";
import { generatePassword } from "../app/features/moderation/password.server";

const [command, emailArg] = process.argv.slice(2);
const email = z.email().safeParse(emailArg?.trim().toLowerCase());
if (!["add", "disable", "enable"].includes(command ?? "") || !email.success) {
  console.error("usage: npm run moderator -- add|disable|enable EMAIL");
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
    const found = await setModeratorDisabled(email.data, command === "disable");
    console.log(
      found
        ? `Moderator ${email.data} ${command}d.`
        : `No moderator with the e-mail ${email.data}.`,
    );
    if (!found) process.exitCode = 1;
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
