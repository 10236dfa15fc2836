// Promises the site makes in more than one place, kept here so that every page makes the
// same one (a small module, so that a page can quote one without loading a policy's text).

/** How soon a post removal request is done: the disclaimer, the posting policy, /contact. */
export const removalTime = "24-48 hours";

/** How soon moderators look at a submitted movement: the what-happens-next panel on /submit. */
export const moderationTime = "two business days";
