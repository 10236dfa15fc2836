import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "./site";

/** The site config that the root loader sends to every page. */
export function useSite(): SiteConfig {
  const root = useRouteLoaderData("root") as { site: SiteConfig } | undefined;
  if (!root) throw new Error("useSite() needs the root loader's data");
  return root.site;
}
