import { prepareDatabase } from "./seed";
import { runRender } from "./render";
import { makeTempDir, removeDir, snapshotApp, startServer } from "./server";
const appDir = await snapshotApp();
const dataDir = makeTempDir("render");
await prepareDatabase(dataDir, { demo: true, companies: 10000 });
const server = await startServer(appDir, 4261, dataDir);
for (let i = 0; i < 3; i++) {
  const r = await fetch(server.origin + "/", { headers: { "accept-encoding": "br" } });
  console.log(
    r.status,
    r.headers.get("x-page-cache"),
    r.headers.get("content-encoding"),
    r.headers.get("content-length"),
    r.headers.get("vary"),
    (r.headers.get("content-security-policy") ?? "").slice(0, 200),
  );
  await r.arrayBuffer();
}
const r2 = await fetch(server.origin + "/", { headers: { cookie: "ss_toast=abc" } });
console.log("cookie", r2.status, r2.headers.get("x-page-cache"));
const r3 = await fetch(server.origin + "/assessment");
await r3.text();
const r4 = await fetch(server.origin + "/assessment");
console.log("assessment", r4.headers.get("x-page-cache"), r4.headers.get("cache-control"));
const r5 = await fetch(server.origin + "/favicon.svg");
console.log("favicon", r5.status, r5.headers.get("content-type"));
await server.stop();
const off = await startServer(appDir, 4262, dataDir, { PAGE_CACHE: "off" });
for (let i = 0; i < 3; i++) await runRender(off.origin, 300, console.log);
await off.stop();
removeDir(dataDir);
removeDir(appDir);
