import { format } from "node:util";

/**
 * Records every call to target.error (still passing it on, so the message shows in the test
 * output) until check(), which throws if there were any, naming each message.
 */
export function watchConsoleErrors(target: Pick<Console, "error">) {
  const original = target.error;
  let messages: string[] = [];
  target.error = function recordConsoleError(...args: unknown[]) {
    messages.push(format(...args));
    original.apply(target, args);
  };
  return {
    check(where: string) {
      const seen = messages;
      messages = [];
      if (seen.length === 0) return;
      throw new Error(
        `console.error was called ${seen.length} time(s) ${where}. A test must not log errors: ` +
          `expect the failure instead, or fix its cause.\n${seen.map((line) => `  ${line}`).join("\n")}`,
      );
    },
    restore() {
      target.error = original;
    },
  };
}
