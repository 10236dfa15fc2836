import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

// The house rules that lint keeps (eslint.config.js), checked against files that break them: a
// change to the configuration that stops a rule from firing fails here, not silently.

const eslint = new ESLint({ cwd: path.resolve(".") });
const rulesOf = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

describe("lint keeps route modules thin (decision 0009)", () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join("\n") + "\n";

  it("refuses a route module of 201 lines, comments and blank lines included", async () => {
    const results = await eslint.lintText(lines(201), { filePath: "app/routes/too-long.tsx" });
    expect(rulesOf(results)).toContain("max-lines");
    const blank = await eslint.lintText(
      `${lines(150)}${"\n".repeat(30)}${"// note\n".repeat(21)}`,
      {
        filePath: "app/routes/padded.tsx",
      },
    );
    expect(rulesOf(blank)).toContain("max-lines");
  });

  it("lets a route module of 200 lines pass, and a route's test file grow", async () => {
    expect(
      rulesOf(await eslint.lintText(lines(200), { filePath: "app/routes/just-right.tsx" })),
    ).not.toContain("max-lines");
    expect(
      rulesOf(
        await eslint.lintText(lines(400), { filePath: "app/routes/long.integration.test.ts" }),
      ),
    ).not.toContain("max-lines");
  });
});

describe("a feature's fields.ts is names and labels: no Zod, no schema", () => {
  const restricted = async (source: string) =>
    rulesOf(await eslint.lintText(source, { filePath: "app/features/movements/fields.ts" }));

  it("refuses Zod, and the schema imported or loaded", async () => {
    expect(await restricted('import { z } from "zod";\nexport const a = z;\n')).toContain(
      "no-restricted-syntax",
    );
    expect(await restricted('import { s } from "./schema";\nexport const a = s;\n')).toContain(
      "no-restricted-syntax",
    );
    expect(await restricted('export const load = () => import("./schema");\n')).toContain(
      "no-restricted-syntax",
    );
  });

  it("lets a schema.ts use Zod and its fields", async () => {
    const results = await eslint.lintText(
      'import { z } from "zod";\nimport { movementFields } from "./fields";\nexport const s = [z, movementFields];\n',
      { filePath: "app/features/movements/schema.ts" },
    );
    expect(rulesOf(results)).not.toContain("no-restricted-syntax");
  });
});

describe("lint refuses an import circle in app/", () => {
  // Real files: the rule follows imports on disk. A folder of its own, removed afterwards, and
  // app/lib's time put back: `npm start` rebuilds when app/ is newer than the build
  // (scripts/start.mjs), and the browser tests start it after this.
  const parent = path.resolve("app/lib");
  const { atime, mtime } = statSync(parent);
  const folder = mkdtempSync(path.join(parent, "lint-circle-"));
  const name = path.basename(folder);
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    utimesSync(parent, atime, mtime);
  });

  it("through the ~ alias, through a relative path and through a dynamic import", async () => {
    writeFileSync(
      path.join(folder, "fields.ts"),
      'export const names = ["a"] as const;\nexport const load = () => import("./schema");\n',
    );
    writeFileSync(
      path.join(folder, "schema.ts"),
      `import { names } from "~/lib/${name}/fields";\nexport const schema = names;\n`,
    );
    writeFileSync(
      path.join(folder, "a.ts"),
      'import { b } from "./b";\nexport const a = () => b();\n',
    );
    writeFileSync(
      path.join(folder, "b.ts"),
      'import { a } from "./a";\nexport const b = () => a;\n',
    );
    const results = await eslint.lintFiles([folder]);
    const flagged = results
      .filter((result) => result.messages.some((message) => message.ruleId === "import-x/no-cycle"))
      .map((result) => path.basename(result.filePath))
      .sort();
    expect(flagged).toEqual(["a.ts", "b.ts", "fields.ts", "schema.ts"]);
  });

  it("lets schema.ts import fields.ts when nothing imports back", async () => {
    writeFileSync(path.join(folder, "fields.ts"), 'export const names = ["a"] as const;\n');
    writeFileSync(path.join(folder, "a.ts"), "export const a = () => 1;\n");
    const results = await eslint.lintFiles([folder]);
    expect(rulesOf(results)).not.toContain("import-x/no-cycle");
  });
});

describe("lint refuses lucide-react in app/: icons come from the sprite (decision 0042)", () => {
  const restricted = async (source: string, filePath: string) =>
    rulesOf(await eslint.lintText(source, { filePath }));
  const lucide = 'import { Mail } from "lucide-react";\nexport const a = Mail;\n';

  it("in every layer, the root route and a deep import included", async () => {
    for (const filePath of [
      "app/root.tsx",
      "app/routes/page.tsx",
      "app/features/movements/part.tsx",
      "app/components/layout/part.tsx",
      "app/lib/part.ts",
    ])
      expect(await restricted(lucide, filePath), filePath).toContain("no-restricted-imports");
    const deep = 'import Mail from "lucide-react/icons/mail";\nexport const a = Mail;\n';
    expect(await restricted(deep, "app/routes/page.tsx")).toContain("no-restricted-imports");
  });

  it("keeps the layers' own rule beside it, and lets the sprite's script read lucide-react", async () => {
    const upward = 'import { a } from "~/routes/home";\nexport const b = a;\n';
    expect(await restricted(upward, "app/features/movements/part.tsx")).toContain(
      "no-restricted-imports",
    );
    expect(await restricted(lucide, "scripts/icon-sprite.ts")).not.toContain(
      "no-restricted-imports",
    );
  });
});

describe("lint keeps the heavy packages out of a worker's start (issue 35)", () => {
  const restricted = async (source: string, filePath: string) =>
    rulesOf(await eslint.lintText(source, { filePath }));
  const rule = "@typescript-eslint/no-restricted-imports";

  it("refuses a static import of each, in the server's code, pure files included", async () => {
    const imports: [source: string, filePath: string][] = [
      ['import PDFDocument from "pdfkit";\nexport const a = PDFDocument;\n', "app/routes/a.ts"],
      [
        'import { create } from "fontkit";\nexport const a = create;\n',
        "app/features/x/a.server.ts",
      ],
      [
        'import { renderAsync } from "@resvg/resvg-js";\nexport const a = renderAsync;\n',
        "app/lib/a.ts",
      ],
      [
        'import * as en from "@zxcvbn-ts/language-en";\nexport const a = en;\n',
        "app/features/x/a.ts",
      ],
      ['import nodemailer from "nodemailer";\nexport const a = nodemailer;\n', "server/a.ts"],
      ['import { SignJWT } from "jose";\nexport const a = SignJWT;\n', "app/routes/a.tsx"],
      ['import pg from "pg";\nexport const a = pg;\n', "db/a.ts"],
      ['import { Registry } from "prom-client";\nexport const a = Registry;\n', "server/a.ts"],
    ];
    for (const [source, filePath] of imports)
      expect(await restricted(source, filePath), `${filePath}: ${source}`).toContain(rule);
  });

  it("lets a type, a dynamic import(), a test and a script have them", async () => {
    const pdfkit = 'import PDFDocument from "pdfkit";\nexport const a = PDFDocument;\n';
    expect(
      await restricted('import type pg from "pg";\nexport type A = pg.Pool;\n', "db/a.ts"),
    ).not.toContain(rule);
    expect(
      await restricted('export const a = () => import("pdfkit");\n', "app/routes/a.ts"),
    ).not.toContain(rule);
    expect(await restricted(pdfkit, "app/routes/a.test.ts")).not.toContain(rule);
    expect(await restricted(pdfkit, "scripts/a.ts")).not.toContain(rule);
  });
});
