import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { notFoundPages, type Missing } from "~/lib/not-found";

/**
 * The 404 page; for a company or movement that does not exist, it says so and links to the list.
 * `gone` (410): a movement its person took down, told kindly, with no "not found".
 */
export function NotFound({ what, gone = false }: { what?: Missing; gone?: boolean }) {
  const page = what ? notFoundPages[what] : undefined;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      {gone && page ? (
        <>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{page.title}</h1>
          <p className="mt-3 max-w-md text-slate-600">{page.text}</p>
        </>
      ) : (
        <Missing404 page={page} />
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {page ? (
          <PageLink to={page.back.to} className={buttonClass("primary", "lg")}>
            {page.back.label}
          </PageLink>
        ) : null}
        <PageLink to="/" className={buttonClass(page ? "secondary" : "primary", "lg")}>
          <Icon name="house" aria-hidden="true" />
          Return to Home
        </PageLink>
      </div>
    </section>
  );
}

function Missing404({ page }: { page: (typeof notFoundPages)[Missing] | undefined }) {
  return (
    <>
      <p className="text-7xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      {page ? (
        <>
          <h2 className="mt-3 text-xl font-semibold text-slate-800">{page.title}</h2>
          <p className="mt-2 max-w-md text-slate-600">{page.text}</p>
        </>
      ) : (
        <p className="mt-3 max-w-md text-slate-600">
          The page you are looking for may have moved, or the link may be mistyped.
        </p>
      )}
    </>
  );
}
