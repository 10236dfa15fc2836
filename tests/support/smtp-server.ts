import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { DbHandle } from "../../db";
import { createMailTransport } from "../../app/lib/mail/transport.server";
import { createOutboxWorker } from "../../app/lib/mail/worker.server";
import { freePort } from "./free-port";

export interface ReceivedMail {
  /** RCPT TO of the envelope. */
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** The SMTP_URL that reaches it, with the credentials it accepts. */
  url: string;
  received: ReceivedMail[];
  /** Stops listening; connections are refused until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what it received. */
  start(): Promise<void>;
  /**
   * While on, a message's data is read but never answered: its sender waits mid-send (to be
   * killed there). Held messages are not received; turning it off refuses them.
   */
  hold(on: boolean): void;
  /** How many messages are held now. */
  held(): number;
}

const user = "outbox";
const pass = "test-password";

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package), for the outbox's tests: plain
 * SMTP with AUTH (no STARTTLS), keeping every message it accepts, parsed.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let holding = false;
  const held: ((error: Error) => void)[] = [];

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        logger: false,
        disabledCommands: ["STARTTLS"],
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          if (auth.username === user && auth.password === pass) callback(null, { user });
          else callback(new Error("Invalid username or password"));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            if (holding) return void held.push(callback);
            const raw = Buffer.concat(chunks).toString("utf8");
            simpleParser(raw).then(
              (parsed) => {
                received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });

  await listen();
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = undefined;
        if (!closing) return resolve();
        closing.close(() => resolve());
      }),
    start: listen,
    hold(on) {
      holding = on;
      if (on) return;
      for (const refuse of held.splice(0)) refuse(new Error("held, then refused"));
    },
    held: () => held.length,
  };
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The outbox worker of a test, sending to `smtp` (what a server process runs every 2 s):
 * `runOnce()` sends what is due. `clock` is the worker's now; `beforeRound`, the work a server
 * process runs at the start of each round (none by default).
 */
export function outboxWorkerFor(
  handle: Pick<DbHandle, "db" | "engine">,
  smtp: Pick<TestSmtpServer, "url">,
  clock?: () => Date,
  beforeRound?: (now: Date) => Promise<unknown>,
) {
  return createOutboxWorker({
    db: handle.db,
    engine: handle.engine,
    transport: createMailTransport(
      { smtpUrl: smtp.url, mailFrom: "Spotlight <mail@spotlight.test>", dataDir: "unused" },
      silent,
    ),
    log: silent,
    ...(clock ? { clock } : {}),
    ...(beforeRound ? { beforeRound } : {}),
  });
}
