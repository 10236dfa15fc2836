import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes `content` to `file` only if no file is there yet, atomically: the content is written
 * whole to a file of its own beside it, then linked to the name, which fails if another process
 * linked one first. A reader therefore sees no file or a whole one, never a half-written one
 * (several processes start at once: the cluster's workers, the test runners on a fresh
 * clone). Answers what the file holds: this content, or the first process's.
 */
export function writeOnce(file: string, content: string, mode = 0o600): string {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(draft, content, { mode, flag: "wx" });
  try {
    linkSync(draft, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8");
  } finally {
    unlinkSync(draft);
  }
}
