import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { requestVisitor } from "./account/account.server";
import { accountPath, signInPath } from "./account/paths";
import { AdminPlainFrame } from "./admin/shell/admin-shell";
import { adminShellRouteId, isAdminPath } from "./admin/shell/area";
import { ChatLauncher } from "./chat/chat-launcher";
import { ConsentProvider } from "./consent/consent-provider";
import { readConsent } from "./consent/consent.server";
import { CookieBanner } from "./consent/cookie-banner";
import { CookiePreferencesLink, PreferencesDialog } from "./consent/preferences-dialog";
import { PageViews } from "./insights/page-views";
import { SiteFooter } from "./layout/site-footer";
import { flashMiddleware, noticeContext } from "./notices/flash.server";
import { Toaster } from "./notices/toaster";
import { SiteHeader } from "./layout/site-header";
import { ErrorPage, NotFoundPage } from "./layout/status-pages";
import { InlineStylesheet } from "./layout/inline-stylesheet";
import { useNonce } from "./nonce";
import { requestInfoContext } from "./request-context";
import { organizationJsonLd } from "./seo/json-ld";
import { JsonLdScript } from "./seo/json-ld-script";
import { feedTitle } from "./seo/rss";

export const links: Route.LinksFunction = () => [
  // Production inlines the stylesheet (<InlineStylesheet />); Vite's hot updates need the file.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: feedTitle, href: "/rss.xml" },
];

/** Parsed right after the footer: the first paint waits for it (see the head). */
const contentEndId = "content-end";

export const middleware: Route.MiddlewareFunction[] = [flashMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(requestInfoContext);
  // Only a signed-in visitor's pages say "Your account"; they carry a pw_ cookie, so the page cache never shares them.
  const signedIn = (await requestVisitor(request, context)) !== undefined;
  return {
    siteUrl,
    account: signedIn ? { to: accountPath, label: "Your account" } : { to: signInPath, label: "Sign in" },
    notice: context.get(noticeContext) ?? undefined,
    // Only the categories: the page cache shares a copy among everyone with the same choice, so
    // the time of one visitor's choice must not be in it (the browser stamps its own, see ConsentProvider).
    consentChoices: readConsent(request)?.choices ?? null,
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Missing only when the root loader itself failed; the error page then goes without it.
  const root = useRouteLoaderData<typeof loader>("root");
  const adminArea = isAdminPath(useLocation().pathname);
  // The signed-in pages' layout draws its own header, menu and <main> (its error boundary too);
  // when the root loader failed, the root's error page stands in for it and needs the plain frame.
  const matches = useMatches();
  const shellDrawn = root !== undefined && matches.some((match) => match.id === adminShellRouteId);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {!import.meta.env.DEV && <InlineStylesheet />}
        {/*
          With nothing to fetch before the first paint, the browser would paint a half-parsed page
          and shift it as the rest arrives (table columns, header buttons); this holds the paint
          until the page's visible content, footer included, is in, without a request.
        */}
        <link rel="expect" href={`#${contentEndId}`} blocking="render" />
        <Links />
        {root && <JsonLdScript data={organizationJsonLd(root.siteUrl)} />}
      </head>
      <body className="flex min-h-screen flex-col">
        <ConsentProvider choices={root?.consentChoices ?? null}>
          {/* The admin sets only strictly necessary cookies: no banner, no preferences, no counted views, no chat. */}
          {!adminArea && <CookieBanner />}
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          {adminArea ? (
            <>
              <Toaster initial={root?.notice} />
              {shellDrawn ? children : <AdminPlainFrame>{children}</AdminPlainFrame>}
              <span id={contentEndId} hidden />
            </>
          ) : (
            <>
              <SiteHeader account={root?.account ?? { to: signInPath, label: "Sign in" }} />
              <Toaster initial={root?.notice} />
              <main id="main" className="flex-1">
                {children}
              </main>
              <SiteFooter legalLinks={<CookiePreferencesLink className="underline hover:text-white" />} />
              <span id={contentEndId} hidden />
              <PreferencesDialog />
              <PageViews />
              <ChatLauncher />
            </>
          )}
        </ConsentProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return <ErrorPage detail={`${error.status} ${error.statusText}`.trim()} />;
  }
  const message = error instanceof Error ? error.message : "Unknown error";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage detail={message} stack={stack} />;
}
