import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Three projects, each with its npm script:
//   unit         `npm run test:unit`: pure tests beside the code; no database, no build
//   integration  `npm run test:integration`: *.integration.test.ts, each on SQLite and on a
//                throwaway PostgreSQL (started by the global setup)
//   reliability  `npm run test:reliability`: tests/reliability (fuzzing, server processes);
//                needs `npm run build` first
// `npx vitest run` runs all three. Every project fails a test that writes to console.error.
const postgres = "tests/support/postgres-global-setup.ts";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    testTimeout: 20_000,
    env: { LOG_LEVEL: "silent" },
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "db/**/*.test.ts",
            "tests/support/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, "**/*.integration.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [
            "app/**/*.integration.test.{ts,tsx}",
            "server/**/*.integration.test.ts",
            "db/**/*.integration.test.ts",
          ],
          globalSetup: [postgres],
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          globalSetup: [postgres],
        },
      },
    ],
  },
});
