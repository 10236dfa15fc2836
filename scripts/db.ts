// `npm run db:migrate` and `npm run db:seed`.
import { initEnv } from "../app/lib/env.server";
import { openDb } from "../db";
import { migrateToLatest } from "../db/migrate";
import { seedDemoData } from "../db/seed";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}
const env = initEnv();
const handle = openDb(env);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(
    applied.length ? `Applied migrations: ${applied.join(", ")}` : "The database is up to date.",
  );
  if (command === "seed") {
    const { companies, movements } = await seedDemoData(handle.db);
    console.log(`Added ${companies} demo companies and ${movements} demo movements.`);
  }
} finally {
  await handle.close();
}
