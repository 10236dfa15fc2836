import type { ComponentPropsWithoutRef } from "react";
import type { IconName } from "./icon-names";
// A file of its own under /assets/, with its hash in the name (cached for good), never a data:
// URL: every page refers to the same sprite.
import sprite from "./icons.svg?no-inline";

export type { IconName };

type IconProps = Omit<ComponentPropsWithoutRef<"svg">, "children"> & { name: IconName };

/**
 * A lucide icon, drawn from the site's one sprite (icons.svg, decision 0042): a page carries
 * `<svg><use href="…#mail"/></svg>` for each icon instead of its shapes. The `.icon` class
 * (app/app.css) gives lucide's look at 16 px (no fill, a 2-unit round stroke in the text colour),
 * which utility classes override (`size-5`, `fill-current`). As lucide does, an icon is hidden
 * from assistive technology unless it is given a label or a role.
 */
export function Icon({ name, className, ...props }: IconProps) {
  const labelled = Object.keys(props).some((prop) => prop.startsWith("aria-") || prop === "role");
  return (
    <svg
      aria-hidden={labelled ? undefined : "true"}
      {...props}
      className={className ? `icon ${className}` : "icon"}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
