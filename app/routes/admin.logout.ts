import { redirect } from "react-router";
import { requireModerator, signOut } from "~/features/moderation/auth.server";
import type { Route } from "./+types/admin.logout";

export async function loader() {
  return redirect("/admin");
}

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireModerator(request);
  return redirect("/admin/login", {
    headers: { "Set-Cookie": await signOut(moderator.sessionId) },
  });
}
