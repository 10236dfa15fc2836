import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const layers = "layers: routes -> features -> components -> lib -> content/db";

/** Icons come from the sprite (decision 0042), never as lucide-react's components. */
const iconImport = {
  regex: "^lucide-react(/|$)",
  message: "draw icons with Icon from ~/components/ui/icon, which uses the sprite (decision 0042)",
};

/**
 * Packages that take megabytes of memory and serve few requests: the server loads each on first
 * use, with `await import()` (or, for pg, `require`) in the modules named, so that a worker that
 * never needs one does not hold it (issue 35, decision 0043). A static import anywhere in the
 * server's code would load it in every worker at start again.
 */
const lazyPackages = [
  ["^@zxcvbn-ts/", "app/features/moderation/password-strength.server.ts"],
  ["^(pdfkit|fontkit)(/|$)", "app/features/assessment/certificate-pdf.server.ts"],
  ["^@resvg/", "app/features/share-cards/cards.server.ts"],
  ["^nodemailer(/|$)", "app/lib/mail/transport.server.ts"],
  ["^jose(/|$)", "app/features/assessment/credential.server.ts"],
  ["^pg(/|$)", "db/postgres.ts (only with a postgres:// DATABASE_URL) and db/restore.ts"],
  [
    "^prom-client(/|$)",
    "server/metrics.ts and server/metrics-cluster.ts (only with METRICS_TOKEN)",
  ],
].map(([regex, where]) => ({
  regex,
  allowTypeImports: true,
  message: `It is heavy, and loaded on first use in ${where}: a static import would load it in every worker at start (worker memory, issue 35). Call that module, or \`await import()\` it; \`import type\` is fine.`,
}));

/** `files` may not import from the listed top-level folders of app/, by `~/x` or `../x`. */
function layer(files, forbidden, rule) {
  const folders = forbidden.join("|");
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            iconImport,
            {
              regex: String.raw`^(~|\.\.?)(/.*)?/(${folders})(/|$)`,
              message: `${rule} (${layers})`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  // scripts/start.mjs (`npm start`) is plain JavaScript for Node.
  { files: ["scripts/*.mjs"], languageOptions: { globals: globals.node } },
  // The heavy packages load where they are used, on first use (lazyPackages above). Tests and
  // scripts, which no worker runs, may import them as they like.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "db/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: lazyPackages }] },
  },
  // Decision 0009: a route module is thin (loader, action, meta and a page of feature parts); a
  // section that grows moves into its feature. Comments and blank lines count.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/**/*.test.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  // No module of app/ reaches itself through its imports, types included: a circle hides which
  // of two modules is the base (a feature's fields.ts is imported by its schema.ts, not back).
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // A feature's fields.ts holds its form's names and labels for the page, without Zod; its
  // schema.ts imports them, never the other way round (the schema loads when the form is used).
  {
    files: ["app/features/*/fields.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "fields.ts holds names and labels, without Zod (the schema is in schema.ts)",
        },
        {
          selector:
            "ImportDeclaration[source.value=/schema$/], ImportExpression[source.value=/schema$/]",
          message: "fields.ts must not import its schema: schema.ts imports fields.ts",
        },
      ],
    },
  },
  // playwright.config.ts gives every browser test 120 s, a limit against hangs, not a speed
  // target. A test may raise it, never lower it: a lower limit only fails a slow machine.
  {
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='test'][callee.property.name='setTimeout'] > Literal[value<=120000]",
          message:
            "playwright.config.ts gives 120 s already: a test may raise its limit, not lower it",
        },
      ],
    },
  },
  // A link to a page is a PageLink (app/components/page-link.tsx): a plain <a> that one listener
  // opens in the page, without the dozen hooks React Router's <Link> runs per link on the server
  // and while hydrating (issue 35). <Link> stays for what only it does. A <Link reloadDocument>
  // would carry data-discover, and the listener would open it in the page after all.
  {
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name=/^(preventScrollReset|state|replace|relative)$/]))",
          message:
            "link to a page with PageLink (~/components/page-link); <Link> only for preventScrollReset, state, replace or relative",
        },
        {
          selector: "JSXAttribute[name.name='reloadDocument']",
          message: "a link the browser must load itself is a plain <a> without data-discover",
        },
      ],
    },
  },
  // No file of app/ imports lucide-react (a layer below repeats this: its rule replaces this one).
  { files: ["app/**"], rules: { "no-restricted-imports": ["error", { patterns: [iconImport] }] } },
  // Layers are kept by lint: routes -> features -> components -> lib -> content/db, never back up.
  // Each layer lists what it may not import; routes may import anything.
  layer(["app/features/**"], ["routes"], "features must not import routes"),
  layer(
    ["app/components/**"],
    ["features", "routes"],
    "components must not import features or routes",
  ),
  layer(
    ["app/lib/**"],
    ["components", "features", "routes"],
    "lib must not import components, features or routes",
  ),
  layer(
    ["app/content/**"],
    ["lib", "components", "features", "routes"],
    "content must not import lib, components, features or routes",
  ),
  {
    files: ["db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`^(~/|(\.\./)+app(/|$))`,
              message: `db must not import app (${layers})`,
            },
          ],
        },
      ],
    },
  },
  // The server boundary: a pure file (shared by browser and server) imports no `*.server` module
  // and no database code, except for types, which vanish from the bundle. Route modules (and the
  // root route) run on both sides but React Router strips their server exports from the browser
  // build, so they may. This is a second rule (typescript-eslint's, for `allowTypeImports`) so it
  // adds to the layer rules above instead of replacing them; it replaces the heavy packages' rule
  // in these files, so it repeats their patterns.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/root.tsx", "**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`\.server(\.tsx?)?$`,
              allowTypeImports: true,
              message: "pure files must not import *.server modules (only types: `import type`)",
            },
            {
              regex: String.raw`^(~db|(\.\./)*db)(/|$)`,
              allowTypeImports: true,
              message: "pure files must not import db/ (only types: `import type`)",
            },
            ...lazyPackages,
          ],
        },
      ],
    },
  },
);
