import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "tests/reliability/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    testTimeout: 20_000,
    env: { LOG_LEVEL: "silent" },
  },
});
