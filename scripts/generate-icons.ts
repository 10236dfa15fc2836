// `npm run icons:generate`: writes the icon sprite (app/components/ui/icons.svg) with the icons
// named in app/components/ui/icon-names.ts, from lucide-react's data. Run it after adding a name
// there or upgrading lucide-react; scripts/icon-sprite.test.ts fails until the committed sprite
// matches.
import { writeFile } from "node:fs/promises";
import { iconNames } from "../app/components/ui/icon-names";
import { iconSprite, spriteFile } from "./icon-sprite";

const sprite = await iconSprite(iconNames);
await writeFile(spriteFile, sprite);
console.log(`Wrote ${iconNames.length} icons (${sprite.length} bytes) to ${spriteFile.pathname}.`);
