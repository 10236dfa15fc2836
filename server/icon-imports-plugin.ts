import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Rewrites `import { Mail, Menu } from "lucide-react"` in the app's own files into one import
 * per icon file (`import Mail from ".../icons/mail.mjs"`). Through lucide-react's index, every
 * icon any page uses is a dependency of the index, and the shell chunk (vite.config.ts), which
 * takes in whatever its modules import, would carry them all to every page. Imported one by
 * one, an icon goes where the pages that use it are. Anything the index does not map to an
 * icon file (a type, a helper) keeps the original import.
 */
export function iconImports(): Plugin {
  const require = createRequire(import.meta.url);
  const esm = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm");
  const files = new Map<string, string>();
  const index = readFileSync(path.join(esm, "lucide-react.mjs"), "utf8");
  // The index re-exports each icon under its names: `export { default as Mail, default as
  // MailIcon, ... } from './icons/mail.mjs';`
  for (const [, names, file] of index.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g,
  )) {
    for (const part of (names ?? "").split(",")) {
      const alias = part.trim().split(/\s+as\s+/)[1];
      if (alias) files.set(alias, path.join(esm, "icons", `${file}.mjs`));
    }
  }
  return {
    name: "staffing-spotlight:icon-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id) || !code.includes("lucide-react"))
        return undefined;
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
        (statement, names: string) => {
          const lines = names
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => {
              const [name = "", local = name] = part.split(/\s+as\s+/);
              const file = files.get(name);
              return file ? `import ${local} from ${JSON.stringify(file)};` : undefined;
            });
          return lines.every(Boolean) ? lines.join("\n") : statement;
        },
      );
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
