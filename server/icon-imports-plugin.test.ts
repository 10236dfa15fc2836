import { describe, expect, it } from "vitest";
import { iconImports } from "./icon-imports-plugin";

const plugin = iconImports();

function transform(code: string, id = "/work/app/routes/page.tsx"): string {
  type Hook = (this: unknown, code: string, id: string) => { code: string } | undefined;
  const hook = plugin.transform as unknown as Hook;
  return hook.call({}, code, id)?.code ?? code;
}

describe("iconImports", () => {
  it("imports each icon from its own file, under the local name, aliases included", () => {
    const out = transform(
      'import { Mail, CheckCircle2, Share2 as ShareIcon } from "lucide-react";\nexport const x = 1;',
    );
    expect(out).not.toContain('from "lucide-react"');
    expect(out).toMatch(/^import Mail from ".*lucide-react\/dist\/esm\/icons\/mail\.mjs";$/m);
    // CheckCircle2 is an older name of circle-check.
    expect(out).toMatch(/^import CheckCircle2 from ".*\/icons\/circle-check\.mjs";$/m);
    expect(out).toMatch(/^import ShareIcon from ".*\/icons\/share-2\.mjs";$/m);
    expect(out).toContain("export const x = 1;");
  });

  it("keeps an import that names anything but icons, and leaves other files alone", () => {
    const mixed = 'import { Mail, type LucideIcon } from "lucide-react";';
    expect(transform(mixed)).toBe(mixed);
    const typeOnly = 'import type { LucideProps } from "lucide-react";';
    expect(transform(typeOnly)).toBe(typeOnly);
    const vendor = 'import { Mail } from "lucide-react";';
    expect(transform(vendor, "/work/node_modules/some-lib/index.js")).toBe(vendor);
  });
});
