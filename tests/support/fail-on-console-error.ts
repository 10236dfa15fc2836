/**
 * Vitest setup file (unit, integration and reliability projects): a test that writes to
 * console.error fails, with the message, so an error logged by the app cannot pass unnoticed.
 */
import { afterAll, afterEach, beforeEach } from "vitest";
import { watchConsoleErrors } from "./console-errors";

const watcher = watchConsoleErrors(console);
beforeEach(() => watcher.check("before this test (while its file was imported, or in beforeAll)"));
afterEach(() => watcher.check("during this test"));
afterAll(() => {
  watcher.check("after the last test of this file (in afterAll)");
  watcher.restore();
});
