import { createModerator, signIn } from "../../app/features/moderation/auth.server";

// A moderator for route tests: the account made as the shell command makes one, then signed in
// through the real sign-in, from its own client address (sign-in counts guesses per address).

const password = "correct horse battery staple";

/** Creates a moderator and signs in; the session cookie ("name=value") for the workspace. */
export async function signedInModerator(email: string, clientIp: string): Promise<string> {
  await createModerator(email, password);
  const signedIn = await signIn(email, password, clientIp);
  if (!signedIn.ok) throw new Error(signedIn.message);
  return signedIn.setCookie.split(";")[0] ?? "";
}
