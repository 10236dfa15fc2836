import { data, type ShouldRevalidateFunction } from "react-router";
import { faultKind, isDatabaseUnavailable } from "~db/faults";
import { choiceTitles, correctionFields, parseChoice } from "~/features/movements/person-fields";
import { PersonPage, type PersonPageData } from "~/features/movements/person-pages";
import { correctionSchema } from "~/features/movements/person-schema";
import {
  confirmMovement,
  personLink,
  sendNewLinks,
  suggestCorrection,
  takeDownMovement,
  type PersonLinkState,
} from "~/features/movements/person.server";
import { privateNoStore, privatePageHeaders } from "~/lib/cache-control";
import { fieldErrors, readFields } from "~/lib/form-state";
import { logger } from "~/lib/logger.server";
import { noteSavedChange } from "~/lib/request-scope.server";
import { readForm } from "~/lib/submission.server";
import type { Route } from "./+types/your-movement";

// The links e-mailed to the person a movement is about (issue 31): /your-movement/confirm,
// /correct and /take-down, each with ?token=. GET shows the movement and a button, so a mail
// scanner that opens the link changes nothing; the button's POST acts. The token is the whole
// authority (person.server.ts).

export const meta: Route.MetaFunction = ({ params }) => {
  const choice = parseChoice(params.choice);
  return [
    { title: `${choice ? choiceTitles[choice] : "Your movement"} | Staffing Spotlight` },
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = privatePageHeaders;

// The button's answer is the page's new state: the link, now used, is not read again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult }) =>
  actionResult === undefined;

const noStore = { "Cache-Control": privateNoStore };

const statusOf: Record<PersonLinkState["state"] | "unavailable", number> = {
  ready: 200,
  confirmed: 200,
  corrected: 200,
  removed: 200,
  "new-links": 200,
  invalid: 400,
  expired: 410,
  used: 409,
  "taken-down": 410,
  unavailable: 503,
};

function choiceOf(params: { choice?: string }) {
  const choice = parseChoice(params.choice);
  if (!choice) throw data(null, { status: 404 });
  return choice;
}

const reply = (shown: PersonPageData, token: string | null) =>
  data(
    { ...shown, token: shown.state === "ready" || shown.state === "expired" ? token : null },
    { status: statusOf[shown.state], headers: noStore },
  );

export async function loader({ params, request }: Route.LoaderArgs) {
  const choice = choiceOf(params);
  const token = new URL(request.url).searchParams.get("token");
  return reply(await personLink(choice, token), token);
}

export async function action({ params, request }: Route.ActionArgs) {
  const choice = choiceOf(params);
  const form = await readForm(request);
  const given = form.get("token");
  const token = typeof given === "string" ? given : null;
  try {
    if (form.get("intent") === "new-links") return reply(await sendNewLinks(choice, token), token);
    if (choice === "correct") {
      const values = readFields(form, correctionFields);
      const parsed = correctionSchema.safeParse(values);
      if (!parsed.success) {
        const shown = await personLink(choice, token);
        return reply({ ...shown, errors: fieldErrors(parsed.error), values }, token);
      }
      return reply(await suggestCorrection(token, parsed.data), token);
    }
    const shown =
      choice === "confirm"
        ? await confirmMovement(token, form.get("firstName"))
        : await takeDownMovement(token);
    // The public pages change: the page cache starts again (within its second on every worker).
    if (shown.state === "confirmed" || shown.state === "removed") noteSavedChange();
    return reply(shown, token);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, fault: faultKind(error) }, "could not act on a person's link");
    return reply({ state: "unavailable" }, token);
  }
}

export default function YourMovement({ loaderData, actionData, params }: Route.ComponentProps) {
  const choice = parseChoice(params.choice) ?? "confirm";
  return <PersonPage choice={choice} shown={actionData ?? loaderData} answer={actionData} />;
}
