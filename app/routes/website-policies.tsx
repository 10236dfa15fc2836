import { PolicyPage } from "~/components/policy-page";
import { websitePolicies } from "~/content/policies";
import { seo } from "~/lib/seo";
import { scriptFreeHandle } from "~/lib/script-free";
import type { Route } from "./+types/website-policies";

export const handle = scriptFreeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: websitePolicies.title,
      description: websitePolicies.description,
      path: "/website-policies",
    },
    matches,
  );

export default function WebsitePolicies() {
  return <PolicyPage content={websitePolicies} />;
}
