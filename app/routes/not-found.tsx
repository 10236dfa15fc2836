import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { logger } from "~/lib/logger.server";
import { notFoundMeta } from "~/lib/not-found";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger.warn({ event: "not_found", path: url.pathname + url.search }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => notFoundMeta();

export default function NotFoundRoute() {
  return <NotFound />;
}
