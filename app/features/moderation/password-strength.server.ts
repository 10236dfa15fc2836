import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

// A new moderator password (an invitation's, or a change): at least 12 characters and hard to
// guess as zxcvbn judges it (score 3 of 4 or more: "safely unguessable", about 10^8 guesses and
// up), with the account's e-mail address and the site's name counted as guessable words.

export const minimumPasswordLength = 12;
const minimumScore = 3;

let factory: ZxcvbnFactory | undefined;
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/** Why the password will not do, or null when it will. */
export function weakPasswordMessage(password: string, email: string): string | null {
  if (password.length < minimumPasswordLength)
    return `Please choose a password of at least ${minimumPasswordLength} characters.`;
  if (password.length > 200) return "Please choose a password of at most 200 characters.";
  const result = checker().check(password, [
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
