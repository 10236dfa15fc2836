import { availableParallelism } from "node:os";
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
    // Test files run two at a time even on a two-core machine: most of their time is spent
    // waiting on a database or a server process, and each file has a database of its own.
    // (Vitest's default there is one, which made the suite wait in turn.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    // A hook that starts a server or a database waits beside the other stages of `npm test` on
    // two cores (scripts/test.ts); how long it takes is not a speed target.
    hookTimeout: 60_000,
    env: { LOG_LEVEL: "silent" },
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Pure tests with no module state between them (no mocks, no stubbed globals): one
          // module graph per worker, not one per file, halves the project's CPU time.
          isolate: false,
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
          // Each file opens its own databases and sets what it needs in beforeAll: one module
          // graph per worker saves about 50 s of CPU (checked with the files in random order).
          isolate: false,
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
          // As the integration project: each file starts its own servers and databases.
          isolate: false,
          include: ["tests/reliability/**/*.test.ts"],
          globalSetup: [postgres],
        },
      },
    ],
  },
});
