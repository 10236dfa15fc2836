import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxPath } from "../../scripts/test-setup-plan";
import { freePort } from "./free-port";

export interface TestNginx {
  /** Where visitors reach the app through it: http://127.0.0.1:<port>. */
  origin: string;
  /** The folder that holds its configuration, logs, pid file and temporary files. */
  dir: string;
  /** Its error log so far (empty when it reported nothing). */
  errors(): string;
  /** Stops it (its workers with it) and deletes its folder. */
  stop(): Promise<void>;
}

/** nginx started by a test, stopped by stop(), and by the test process's exit as a last resort. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/**
 * A real nginx from Debian's package in front of the app processes at `upstreams` (ports on
 * 127.0.0.1), as the README's "Running on several machines" describes: round-robin, idle
 * connections to the apps closed after 4 s (before the app's own 5 s, server/http-server.ts),
 * the visitor's address appended to X-Forwarded-For, and a request that could not reach one app
 * passed to the other. It listens on 127.0.0.1 only and writes nothing outside its own temporary
 * folder (`-e` moves even the error log nginx opens before it reads its configuration).
 *
 * It stops by itself after `lifetimeSeconds` (run under coreutils' `timeout`), so that not even a
 * test process killed before its clean-up leaves it running.
 */
export async function startNginx({
  upstreams,
  port,
  lifetimeSeconds = 300,
}: {
  upstreams: number[];
  /** Its port; a free one unless given (the apps may need the public origin before it starts). */
  port?: number;
  lifetimeSeconds?: number;
}): Promise<TestNginx> {
  if (!existsSync(nginxPath)) {
    throw new Error(
      `The load-balancer test runs nginx from ${nginxPath}, which is missing: run \`npm test\` (its set-up installs it) or \`sudo apt-get update && sudo apt-get install -y nginx\`.`,
    );
  }
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "spotlight-nginx-"));
  const asRoot = process.getuid?.() === 0;
  // As root, nginx's workers run as `nobody` (the `user` directive is ignored otherwise). They
  // write temporary files into subfolders nginx makes for them, so they must be able to enter
  // the folder.
  if (asRoot) chmodSync(dir, 0o755);
  const file = (name: string) => path.join(dir, name);
  const config = `# Written by tests/support/nginx.ts for one test run.
daemon off;
master_process on;
# One worker: its round-robin alternates strictly between the apps.
worker_processes 1;
pid ${file("nginx.pid")};
error_log ${file("error.log")} warn;
${asRoot ? "user nobody nogroup;" : ""}
events {
  worker_connections 1024;
}
http {
  access_log ${file("access.log")};
  client_body_temp_path ${file("client-body")};
  proxy_temp_path ${file("proxy")};
  fastcgi_temp_path ${file("fastcgi")};
  uwsgi_temp_path ${file("uwsgi")};
  scgi_temp_path ${file("scgi")};

  upstream app {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join("\n")}
    # Connections to the apps are kept open between requests, and closed after 4 s idle: before
    # the app closes them itself after 5 s, so that no request is sent on a closing connection.
    keepalive 16;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request that cannot reach one app goes to the other; one already sent (a form post)
      # is not sent twice: nginx never retries a POST that reached an app.
      proxy_next_upstream error timeout;
    }
  }
}
`;
  writeFileSync(file("nginx.conf"), config);

  const child = spawn(
    "timeout",
    [
      ...["--kill-after=5", String(lifetimeSeconds)],
      ...[nginxPath, "-p", `${dir}/`, "-e", file("error.log"), "-c", file("nginx.conf")],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  const errors = () =>
    existsSync(file("error.log")) ? readFileSync(file("error.log"), "utf8") : "";

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // `timeout` passes SIGTERM on to nginx, whose master stops its workers and exits.
      child.kill("SIGTERM");
      const late = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(late);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const why = `${output}${errors()}`;
      await stop();
      throw new Error(`nginx exited at start:\n${why}`);
    }
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      const why = `${output}${errors()}`;
      await stop();
      throw new Error(`nginx did not answer /healthz within 10 seconds:\n${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, dir, errors, stop };
}
