import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import lucide from "lucide-react/package.json";

/** An icon as lucide-react ships it (`__iconData` of `lucide-react/icons/<name>`). */
export interface LucideIconData {
  name: string;
  size: number;
  node: [tag: string, attributes: Record<string, string | number>][];
}

/** The sprite's file, which app/components/ui/icon.tsx imports. */
export const spriteFile = new URL("../app/components/ui/icons.svg", import.meta.url);

export async function lucideIcon(name: string): Promise<LucideIconData> {
  const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: LucideIconData };
  if (!module.__iconData) throw new Error(`lucide-react has no icon data for "${name}"`);
  return module.__iconData;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * The sprite of the given icons, one `<symbol id="<name>">` each, sorted by name, drawn from
 * lucide-react's own data. The symbols carry shapes only: fill, stroke and their widths come
 * from the `<svg>` that shows them (the `.icon` class in app/app.css), so a utility class such
 * as `fill-current` still wins.
 */
export async function iconSprite(names: readonly string[]): Promise<string> {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve("lucide-react/package.json"),
  );
  const license = await readFile(path.join(packageDir, "LICENSE"), "utf8");
  const copyright = license.split("\n").find((line) => line.startsWith("Copyright")) ?? "";
  const symbols = await Promise.all(
    [...new Set(names)].sort().map(async (name) => {
      const icon = await lucideIcon(name);
      const shapes = icon.node.map(([tag, attributes]) => {
        const list = Object.entries(attributes)
          .filter(([attribute]) => attribute !== "key")
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
          .join("");
        return `<${tag}${list}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 ${icon.size} ${icon.size}">${shapes.join("")}</symbol>`;
    }),
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    `<!-- Icons of lucide-react ${lucide.version} (ISC License, ${copyright}), written by scripts/generate-icons.ts; do not edit. -->`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}
