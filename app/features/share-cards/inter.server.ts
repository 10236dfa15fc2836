import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Inter, the site's one embedded typeface, in static TrueType files from
// @expo-google-fonts/inter, read by path from node_modules: never a system font, never a
// download. The share cards draw with it (decision 0022) and the certificate PDF embeds it
// (decision 0033).

const require = createRequire(import.meta.url);

const interWeights = {
  regular: "400Regular",
  semibold: "600SemiBold",
  bold: "700Bold",
} as const;
export type InterWeight = keyof typeof interWeights;

/** The path of Inter's TrueType file in `weight`. */
export function interFile(weight: InterWeight): string {
  const dir = path.dirname(require.resolve("@expo-google-fonts/inter/package.json"));
  return path.join(dir, interWeights[weight], `Inter_${interWeights[weight]}.ttf`);
}

/** An installed package's version, e.g. to say which font drew something. */
export function packageVersion(name: string): string {
  return (
    JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as {
      version: string;
    }
  ).version;
}
