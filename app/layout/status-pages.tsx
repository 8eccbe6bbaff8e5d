import { useEffect } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/ui/button";
import { SiteLink } from "~/ui/site-link";

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <SiteLink to="/" className={buttonClass("primary", "mt-8")}>
        Return to Home
      </SiteLink>
    </div>
  );
}

export function ErrorPage({ detail, stack }: { detail: string; stack?: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      {stack ? <pre className="mt-6 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs">{stack}</pre> : null}
      <SiteLink to="/" className={buttonClass("primary", "mt-8")}>
        Return to Home
      </SiteLink>
    </div>
  );
}
