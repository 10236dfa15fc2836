import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames } from "../app/components/ui/icon-names";
import { iconSprite, lucideIcon, spriteFile } from "./icon-sprite";

const committed = readFileSync(spriteFile, "utf8");

/** The committed sprite's symbols: id, viewBox and shapes (tag and attributes). */
const symbols = [
  ...committed.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g),
].map(([, id, viewBox, body]) => ({
  id,
  viewBox,
  shapes: [...(body ?? "").matchAll(/<([a-z]+)((?: [a-z0-9-]+="[^"]*")*)\/>/g)].map(
    ([, tag, attributes]) => ({
      tag,
      attributes: Object.fromEntries(
        [...(attributes ?? "").matchAll(/ ([a-z0-9-]+)="([^"]*)"/g)].map(([, name, value]) => [
          name,
          value,
        ]),
      ),
    }),
  ),
}));

describe("the icon sprite (app/components/ui/icons.svg, npm run icons:generate)", () => {
  it("is, byte for byte, what the script writes from the list of names", async () => {
    expect(committed, "run npm run icons:generate").toBe(await iconSprite(iconNames));
  });

  it("has a symbol for every name and no other, each with lucide's own shapes on its 24 grid", async () => {
    expect(symbols.map((symbol) => symbol.id)).toEqual([...iconNames].sort());
    for (const symbol of symbols) {
      const icon = await lucideIcon(symbol.id ?? "");
      expect(symbol.viewBox, symbol.id).toBe("0 0 24 24");
      expect(symbol.shapes, symbol.id).toEqual(
        icon.node.map(([tag, { key: _key, ...attributes }]) => ({
          tag,
          attributes: Object.fromEntries(
            Object.entries(attributes).map(([name, value]) => [name, String(value)]),
          ),
        })),
      );
    }
  });

  it("leaves the stroke to the page: no symbol sets lucide's stroke, width, caps or joins", () => {
    expect(committed).not.toMatch(/ stroke(-width|-linecap|-linejoin)?="/);
    expect(committed).not.toContain('fill="none"');
  });

  it("holds only icons the site draws: the list is sorted, and each name is used in app/", () => {
    expect([...iconNames]).toEqual([...new Set(iconNames)].sort());
    const sources = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)icon-names\.ts$|\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join("app", file), "utf8"))
      .join("\n");
    const unused = iconNames.filter((name) => !sources.includes(`"${name}"`));
    expect(unused).toEqual([]);
  });
});
