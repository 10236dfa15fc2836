import { Home } from "lucide-react";
import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you are looking for may have moved, or the link may be mistyped.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        <Home aria-hidden="true" className="size-4" />
        Return to Home
      </Link>
    </section>
  );
}
