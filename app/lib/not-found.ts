import { data, type MetaDescriptor } from "react-router";
import { siteName } from "./site";

/** What a detail page looks up: its 404 page says which, and links back to the list. */
export type Missing = "company" | "movement" | "movement-taken-down" | "review";

export const notFoundPages: Record<
  Missing,
  { title: string; text: string; back: { to: string; label: string } }
> = {
  company: {
    title: "Company not found",
    text: "There is no company at this address in our directory. It may have been removed, or the link may be mistyped.",
    back: { to: "/companies", label: "Browse all companies" },
  },
  movement: {
    title: "Career movement not found",
    text: "There is no career movement at this address. It may have been removed, or the link may be mistyped.",
    back: { to: "/movements", label: "See all career movements" },
  },
  // A representative's link to a review that is not (or no longer) one of their company's.
  review: {
    title: "Review not found",
    text: "This is not a published review of the company you represent. It may have been removed, or the link may be mistyped.",
    back: { to: "/for-companies", label: "Your company's page" },
  },
  // 410: the person it was about took it down (issue 31). Kind, and nothing of the movement.
  "movement-taken-down": {
    title: "This movement was taken down",
    text: "The person this career movement was about asked us to take it down, and we did. People have good reasons to keep a move quiet for a while. There are plenty of other milestones to celebrate.",
    back: { to: "/movements", label: "See all career movements" },
  },
};

/** A 404 for a loader to throw; the root error boundary shows the page for `what`. */
export function notFound(what: Missing) {
  return data({ notFound: what }, { status: 404 });
}

/** A 410 for a movement its person took down; the root error boundary shows its page. */
export function takenDown() {
  return data({ notFound: "movement-taken-down" satisfies Missing }, { status: 410 });
}

/** Which page a 404's data asks for, if it came from `notFound`. */
export function missingFrom(errorData: unknown): Missing | undefined {
  const what = (errorData as { notFound?: unknown } | null)?.notFound;
  return typeof what === "string" && Object.hasOwn(notFoundPages, what)
    ? (what as Missing)
    : undefined;
}

/** The tags of a 404 page: a title that says what was not found, and no indexing. */
export function notFoundMeta(what?: Missing): MetaDescriptor[] {
  return [
    { title: `${what ? notFoundPages[what].title : "Page not found"} | ${siteName}` },
    { name: "robots", content: "noindex" },
  ];
}
