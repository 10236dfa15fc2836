import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server for integration tests: each test file makes its own database. */
    postgresUrl: string;
  }
}

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the run (or uses TEST_DATABASE_URL),
 * and stops and deletes it afterwards. PostgreSQL refuses to run as root, so as root the
 * server runs as the `postgres` user. Tests never skip PostgreSQL: without a server, they fail.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const cluster = await startPostgresCluster({ fast: true });
  project.provide("postgresUrl", cluster.url);
  return () => cluster.destroy();
}
