import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { StoredMail } from "./outbox.server";

// How a message leaves: over SMTP when SMTP_URL is set, else as a standard .eml file in
// DATA_DIR/outbox/, so that `npm start` needs no mail server and every message can still be read.

export interface MailLog {
  info(details: object, message: string): void;
}

export interface MailTransport {
  /** Delivers one message, or throws why it could not. */
  send(mail: StoredMail): Promise<void>;
  close(): void;
}

export interface TransportConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

/** The message as nodemailer builds it: the same Message-ID and Date at every attempt. */
function message(mail: StoredMail, from: string) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    messageId: `<${mail.message_id}>`,
    date: new Date(mail.created_at),
    headers: mail.list_unsubscribe
      ? {
          "List-Unsubscribe": `<${mail.list_unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : {},
  };
}

/** The folder of the .eml files, inside the data folder. */
export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * nodemailer's transport, made at the first message: nodemailer takes about 15 MB of memory,
 * and a worker that sends nothing never loads it (issue 35). Concurrent first messages share the
 * one load; a load that fails is tried again at the next message.
 */
function lazyTransporter(options: object) {
  let made: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get(): Promise<Transporter> {
      made ??= import("nodemailer").then(
        ({ default: nodemailer }) => nodemailer.createTransport(options),
        (error: unknown) => {
          made = undefined;
          throw new Error("The mail library (nodemailer) could not be loaded", { cause: error });
        },
      );
      return made;
    },
    close(): void {
      if (closed) return;
      closed = true;
      void made?.then((transporter) => transporter.close()).catch(() => {});
    },
  };
}

export function createMailTransport(config: TransportConfig, log: MailLog): MailTransport {
  if (config.smtpUrl) {
    const smtp = lazyTransporter({
      url: config.smtpUrl,
      // Bounded, so that a send always ends well within the outbox's claim (worker.server.ts).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await (await smtp.get()).sendMail(message(mail, config.mailFrom));
      },
      close: () => smtp.close(),
    };
  }

  const files = lazyTransporter({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const folder = outboxFolder(config.dataDir);
  return {
    async send(mail) {
      const info = await (await files.get()).sendMail(message(mail, config.mailFrom));
      // Named by the Message-ID: a message sent again replaces its own file.
      const name = `${mail.created_at.replace(/[:.]/g, "-")}-${mail.message_id.replace(/[^A-Za-z0-9-]/g, "_")}.eml`;
      const file = path.join(folder, name);
      // The messages hold addresses: the owner's only, like the rest of the data folder.
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const partial = `${file}.partial`;
      writeFileSync(partial, info.message as Buffer, { mode: 0o600 });
      chmodSync(partial, 0o600);
      renameSync(partial, file);
      log.info(
        { event: "mail_written", to: mail.recipient, subject: mail.subject, file },
        "e-mail written to the outbox folder (SMTP_URL is not set)",
      );
    },
    close: () => files.close(),
  };
}
