import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

// A new moderator password (an invitation's, or a change): at least 12 characters and hard to
// guess as zxcvbn judges it (score 3 of 4 or more: "safely unguessable", about 10^8 guesses and
// up), with the account's e-mail address and the site's name counted as guessable words.

export const minimumPasswordLength = 12;
const minimumScore = 3;

// zxcvbn and its word lists take about 60 MB of memory, and only a moderator choosing a password
// needs them: they are loaded then, once per process, not in every worker at start (issue
// 35). Concurrent first checks share the one load; a load that fails is tried again.
let factory: Promise<ZxcvbnFactory> | undefined;
function checker(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
    (error: unknown) => {
      factory = undefined;
      throw new Error("The password checker (zxcvbn) could not be loaded", { cause: error });
    },
  );
  return factory;
}

/** Why the password will not do, or null when it will. */
export async function weakPasswordMessage(password: string, email: string): Promise<string | null> {
  if (password.length < minimumPasswordLength)
    return `Please choose a password of at least ${minimumPasswordLength} characters.`;
  if (password.length > 200) return "Please choose a password of at most 200 characters.";
  const result = (await checker()).check(password, [
    email,
    ...email.split(/[@.+_-]/),
    "staffing",
    "spotlight",
    "moderator",
  ]);
  if (result.score >= minimumScore) return null;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return `This password is too easy to guess${hint ? `: ${hint.replace(/\.$/, "")}` : ""}. Please add more words or characters that do not follow a pattern.`;
}
