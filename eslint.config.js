import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const layers = "layers: routes -> features -> components -> lib -> content/db";

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
  // adds to the layer rules above instead of replacing them.
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
          ],
        },
      ],
    },
  },
);
