import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { setDb, type DbHandle } from "../../db/index";
import { context } from "./route";
import { openTestDb } from "./test-db";

/**
 * The production build (`npm run build`), called as the server calls it: a whole document for a
 * request, without a browser. The database and environment are the test's (openTestDb).
 */
export async function loadBuild(): Promise<ServerBuild> {
  const file = path.resolve("build/server/index.js");
  if (!existsSync(file)) throw new Error("No production build: run `npm run build` first.");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** The document the build answers for a GET of `url` (a path). */
export function renderDocument(build: ServerBuild, url: string): Promise<Response> {
  return createRequestHandler(build, "production")(
    new Request(`http://127.0.0.1${url}`),
    context(),
  );
}

/**
 * For a test file: the production build, loaded before its tests, with a SQLite database of its
 * own, closed after them. Call `built()` inside a test.
 */
export function withBuiltApp(): () => ServerBuild {
  let build: ServerBuild | undefined;
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    build = await loadBuild();
    handle = await openTestDb("sqlite");
  });
  afterAll(async () => {
    setDb(undefined);
    await handle?.close();
  });
  return () => {
    if (!build) throw new Error("The build is not loaded yet");
    return build;
  };
}
