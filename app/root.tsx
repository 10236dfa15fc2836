import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer, useCompactFooter } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { HydrationScripts } from "./components/layout/hydration-scripts";
import { ScrollRestoration } from "./components/layout/scroll-restoration";
import { NotFound } from "./components/not-found";
import { usePageLinkNavigation } from "./components/page-link";
import { NoScriptToast, Toasts } from "./components/toasts";
import { useNonce } from "./lib/nonce";
import { missingFrom, notFoundMeta } from "./lib/not-found";
import { useRequestId } from "./lib/request-id";
import { useResponseStatus } from "./lib/response-status";
import { useScriptFreeDocument } from "./lib/script-free";
import { siteName } from "./lib/site";
import { getSiteConfig } from "./lib/site.server";
import { getToast } from "./lib/toast.server";
import stylesheet from "./app.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  // A document names its request to the error page through the server's context
  // (RequestIdProvider), and never in its data: a page without a visitor's own content may be
  // cached and sent to others (server/page-cache.ts). The data of a client-side navigation
  // carries it, for the error page the navigation may show; that data is never cached.
  const requestId = context.dataRequest ? context.requestId : undefined;
  return data({ site: getSiteConfig(), toast, requestId }, { headers: headers ?? undefined });
}

// The root loader runs again on every navigation, not only when React Router would rerun it:
// it carries the request's id, and an error page must show the id of the request that failed.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

// A page that failed shows the root's error boundary, and so only the root's tags: a title
// that says what happened, and no indexing.
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return notFoundMeta(missingFrom(error.data));
  }
  return [{ title: `Something went wrong | ${siteName}` }, { name: "robots", content: "noindex" }];
};

// The stylesheet has a React `precedence`, so React sends it first in <head>, ahead of the
// route's module preloads: the first paint waits for it, not for the scripts.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const scriptFree = useScriptFreeDocument();
  const compactFooter = useCompactFooter();
  usePageLinkNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
        {rootData ? <Header site={rootData.site} /> : null}
        <NoScriptToast toast={rootData?.toast ?? null} inline={scriptFree} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {rootData ? <Footer site={rootData.site} compact={compactFooter} /> : null}
        {scriptFree ? null : (
          <>
            <Toasts toast={rootData?.toast ?? null} />
            <ScrollRestoration nonce={nonce} />
            <HydrationScripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const requestId = useRequestId();
  const responseStatus = useResponseStatus();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    return <NotFound what={missingFrom(error.data)} gone={error.status === 410} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : responseStatus === 503 ? 503 : 500;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      {/* 503 (the database is away) is known to the server only: the browser keeps its text. */}
      <p className="text-5xl font-bold text-brand-700" suppressHydrationWarning>
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        Sorry, this page could not be shown. Please try again in a moment.
      </p>
      {/* The reference names this request in the log; if a visitor writes to us, it leads to
          what went wrong. The browser may not know it when the root loader failed, so the
          server's text is kept. */}
      <p className="mt-3 text-sm text-slate-600" suppressHydrationWarning>
        {requestId ? `Reference: ${requestId} (please quote it if you contact us)` : ""}
      </p>
      <a
        href="/"
        className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </a>
    </section>
  );
}
