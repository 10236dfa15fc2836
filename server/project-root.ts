import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The project's folder (where package.json is), from wherever this module runs: server/ as a
 * source file under tsx, build/bin/ or one of its chunks once compiled (scripts/build-server.ts).
 */
export function projectRoot(from = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
