import { PolicyPage } from "~/components/policy-page";
import { postingPolicy } from "~/content/policies";
import { seo } from "~/lib/seo";
import { scriptFreeHandle } from "~/lib/script-free";
import type { Route } from "./+types/posting-policy";

export const handle = scriptFreeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    { title: postingPolicy.title, description: postingPolicy.description, path: "/posting-policy" },
    matches,
  );

export default function PostingPolicy() {
  return <PolicyPage content={postingPolicy} />;
}
