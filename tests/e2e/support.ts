import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";

let counter = 0;

/** Gives this page's requests an address of their own, as if it were another visitor. */
export async function asNewVisitor(page: Page): Promise<string> {
  counter += 1;
  const address = `10.${process.pid % 250}.${Math.floor(counter / 250)}.${counter % 250}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** The test server's own database file, opened for checks and for moderator steps. */
export function serverDb(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
