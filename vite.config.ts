import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { iconImports } from "./server/icon-imports-plugin";
import { precompress } from "./server/precompress-plugin";

const rootModule = fileURLToPath(new URL("./app/root.tsx", import.meta.url));

/**
 * Every page loads the root route and what it imports (header, footer, toasts, their icons).
 * Left to itself, Rollup splits those into a dozen small files, each one request more before a
 * phone's first paint; together in one chunk they cost the same bytes in one request.
 * Only the icons the shell's own modules import are in it: iconImports() (server/
 * icon-imports-plugin.ts) has every file import its icons one by one, where lucide-react's
 * index would have brought every icon of every page into the shell (decision 0025).
 */
function shellChunk(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const visit = (moduleId: string) => {
        if (shell!.has(moduleId)) return;
        const info = getModuleInfo(moduleId);
        if (!info) return;
        // React and React Router stay in their own chunks, shared with the entry.
        if (/node_modules\/(?!lucide-react)/.test(moduleId)) return;
        shell!.add(moduleId);
        info.importedIds.forEach(visit);
      };
      visit(rootModule);
    }
    return shell.has(id) && id !== rootModule ? "shell" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: shellChunk() } } },
  plugins: [iconImports(), tailwindcss(), reactRouter(), precompress()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
}));
