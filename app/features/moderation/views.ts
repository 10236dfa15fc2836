import type { Subject } from "./actions";

// The workspace's views (one queue or list each, issue 28), their addresses and the anchors of
// their items. Each view is its own server-rendered page: /admin?view=movements.

export const workspaceViews = [
  "movements",
  "companies",
  "reviews",
  "contact",
  "certificates",
  "questions",
  "outbox",
  "audit",
] as const;
export type WorkspaceView = (typeof workspaceViews)[number];

/**
 * Pending items wait in a queue; published ones (approved) can still be removed. "unconfirmed":
 * published movements their featured person has not confirmed, "corrections": what the
 * featured people suggested, and "taken-down": what they took down (issue 31).
 */
export type ItemList =
  | "pending"
  | "published"
  | "unconfirmed"
  | "corrections"
  | "taken-down"
  /** The companies' claims by their representatives (issue 32). */
  | "claims"
  /** What representatives send (issue 32): replies and flags on reviews, profile changes. */
  | "replies"
  | "flags"
  | "proposals";

export const viewLabels: Record<WorkspaceView, string> = {
  movements: "Movements",
  companies: "Companies",
  reviews: "Reviews",
  contact: "Messages",
  certificates: "Certificates",
  questions: "Questions",
  outbox: "Outbox",
  audit: "Audit log",
};

export const viewOfSubject: Record<Subject, WorkspaceView> = {
  movement: "movements",
  company: "companies",
  review: "reviews",
};

/**
 * Items per page: a view stays within three screens on a phone (390 x 844) and on a desktop
 * (1280 x 800) with its page full (tests/e2e/moderation-desk.spec.ts measures it).
 */
export const pageSizes = {
  queue: 2,
  published: 3,
  /** The featured people's suggested corrections (each a diff of up to seven fields). */
  corrections: 1,
  takenDown: 10,
  claims: 3,
  /** A reply (up to 2,000 characters) with its review, and what is shown now. */
  replies: 1,
  flags: 2,
  /** A proposal's diff of seven fields, the description up to 1,000 characters. */
  proposals: 1,
  contact: 5,
  certificates: 10,
  questions: 3,
  outbox: 5,
  audit: 20,
} as const;

export function parseView(value: string | null): WorkspaceView {
  return workspaceViews.find((view) => view === value) ?? "movements";
}

export function parseList(value: string | null): ItemList {
  const lists: ItemList[] = [
    "published",
    "unconfirmed",
    "corrections",
    "taken-down",
    "claims",
    "replies",
    "flags",
    "proposals",
  ];
  return lists.find((list) => list === value) ?? "pending";
}

/** The address of a view's page, and of an item in it (its heading, as a fragment). */
export function viewHref(
  view: WorkspaceView,
  { list = "pending", page = 1, hash }: { list?: ItemList; page?: number; hash?: string } = {},
): string {
  const params = new URLSearchParams({ view });
  if (list !== "pending") params.set("list", list);
  if (page > 1) params.set("page", String(page));
  return `/admin?${params.toString()}${hash ? `#${hash}` : ""}`;
}

/** The id of an item's heading: the article's name, and where focus lands after a decision. */
export function itemAnchor(subject: Subject | "certificate", id: number, list: ItemList): string {
  if (subject === "certificate") return `completion-${id}`;
  if (subject === "company") return `${list === "pending" ? "review" : "listed"}-company-${id}`;
  return subject === "movement" ? `review-movement-${id}` : `review-${id}`;
}

/** The id of a list's heading: where focus lands when the list has nothing left. */
export function listAnchor(view: WorkspaceView, list: ItemList): string {
  if (view === "movements" || view === "companies" || view === "reviews") return `${list}-${view}`;
  return view;
}
