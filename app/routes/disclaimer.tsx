import { PolicyPage } from "~/components/policy-page";
import { disclaimer } from "~/content/policies";
import { seo } from "~/lib/seo";
import { scriptFreeHandle } from "~/lib/script-free";
import type { Route } from "./+types/disclaimer";

export const handle = scriptFreeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    { title: disclaimer.title, description: disclaimer.description, path: "/disclaimer" },
    matches,
  );

export default function Disclaimer() {
  return <PolicyPage content={disclaimer} />;
}
