import { isRouteErrorResponse } from "react-router";

/**
 * The error boundary of a page that needs an owner (issue 33): a moderator is told why, and led
 * back to the workspace. Any other error (the database away) says so, with the same way back.
 */
export function OwnersOnlyBoundary({ error }: { error: unknown }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-5xl font-bold text-brand-700">{forbidden ? 403 : "Sorry"}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        {forbidden
          ? "Only an owner can open this page."
          : "This page could not be shown. Please try again in a moment."}
      </h1>
      <a
        href="/admin"
        className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Back to the workspace
      </a>
    </section>
  );
}
