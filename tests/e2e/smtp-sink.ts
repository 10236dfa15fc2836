import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

// The browser tests' SMTP server: a real one (the `smtp-server` package) on 127.0.0.1, to which
// the e2e app sends every e-mail (its SMTP_URL). Each message it accepts is written whole, as
// received, to E2E_MAIL_DIR, where the specs read the links and codes a visitor would read in
// their inbox. Started and stopped by Playwright as a web server (playwright.config.ts).

const port = Number(process.env.E2E_SMTP_PORT);
const folder = process.env.E2E_MAIL_DIR;
if (!port || !folder) throw new Error("E2E_SMTP_PORT and E2E_MAIL_DIR must be set");
mkdirSync(folder, { recursive: true });

let received = 0;
const server = new SMTPServer({
  logger: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      // Named in the order received; written under another name first, so a reader never
      // sees half a message.
      const name = `${String(received).padStart(6, "0")}.eml`;
      const partial = path.join(folder, `.${name}.partial`);
      writeFileSync(partial, Buffer.concat(chunks));
      renameSync(partial, path.join(folder, name));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
