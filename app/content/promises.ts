// Promises the site makes in more than one place, kept here so that every page makes the
// same one (a small module, so that a page can quote one without loading a policy's text).

/** How soon a post removal request is done: the disclaimer, the posting policy, /contact. */
export const removalTime = "24-48 hours";

/** How soon moderators look at a submitted movement: the what-happens-next panel on /submit. */
export const moderationTime = "two business days";

/**
 * How soon we answer a message, always worded as an aim, never as a promise (issue 27): /contact,
 * its toast and its e-mailed receipt, the policies. Written to follow "We" (or "and").
 */
export const replyAim = "aim to get back to you within 24 hours";
