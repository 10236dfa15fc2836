import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { precompress } from "./server/precompress-plugin";

const rootModule = fileURLToPath(new URL("./app/root.tsx", import.meta.url));

/**
 * Every page loads the root route and what it imports (header, footer, toasts). Left to
 * itself, Rollup splits those into a dozen small files, each one request more before a phone's
 * first paint; together in one chunk they cost the same bytes in one request. (Icons are no
 * code: they come from one sprite, app/components/ui/icons.svg, decision 0042.)
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
        if (moduleId.includes("/node_modules/")) return;
        shell!.add(moduleId);
        info.importedIds.forEach(visit);
      };
      visit(rootModule);
    }
    return shell.has(id) && id !== rootModule ? "shell" : undefined;
  };
}

/**
 * The icon sprite's file name: every icon on a page names it (`<use href="/assets/i-….svg#mail">`),
 * forty times on the home page, so it is short: "i" and six characters of its hash, not
 * "icons-" and eight (issue 35: lighter HTML). Other assets keep Vite's names.
 */
function assetFileNames(info: Rollup.PreRenderedAsset): string {
  return info.names.includes("icons.svg")
    ? "assets/i-[hash:6][extname]"
    : "assets/[name]-[hash][extname]";
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: {
      output: isSsrBuild ? { assetFileNames } : { assetFileNames, manualChunks: shellChunk() },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
}));
