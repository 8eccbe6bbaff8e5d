import type { ReactNode } from "react";
import { Form } from "react-router";
import { useRouteDisclosure } from "~/layout/use-route-disclosure";
import { SiteLink } from "~/ui/site-link";
import { AdminNav } from "./admin-nav";
import { adminNavGroups, totalWaiting, type WaitingCounts } from "./nav";
import { AdminSearchBox } from "./search-box";

/** The brand line every admin page starts with, the sign-in pages included. */
export function AdminBrand() {
  return (
    <SiteLink to="/admin" className="flex items-center gap-2 font-bold text-brand-800">
      <img src="/favicon.svg" alt="" width={24} height={24} />
      <span>Pointwise admin</span>
    </SiteLink>
  );
}

/** Below the medium width the menu folds into a native disclosure, so it opens without JavaScript too. */
function PhoneMenu({ counts }: { counts: WaitingCounts }) {
  const { setOpen, detailsProps } = useRouteDisclosure();
  const waiting = totalWaiting(counts);
  return (
    <details className="border-b border-slate-200 md:hidden" {...detailsProps}>
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">
        Menu
        {waiting > 0 ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{waiting} waiting</span> : null}
      </summary>
      <div className="px-2 pb-4">
        <AdminNav groups={adminNavGroups(counts)} idPrefix="admin-menu" onChoose={() => setOpen(false)} />
      </div>
    </details>
  );
}

/**
 * The signed-in admin's frame: a header with the search box and the session, the menu (a sidebar
 * on a desktop), and the page's <main>. The document (root.tsx) leaves all of it to this.
 */
export function AdminShell({ email, counts, children }: { email: string; counts: WaitingCounts; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
          <AdminBrand />
          <AdminSearchBox />
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600">
              Signed in as{" "}
              <SiteLink to="/admin/account" className="font-medium text-slate-900 underline hover:text-brand-700">
                {email}
              </SiteLink>
            </p>
            <Form method="post" action="/admin/logout">
              <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                Logout
              </button>
            </Form>
          </div>
        </div>
      </header>
      <PhoneMenu counts={counts} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4">
        <div className="hidden w-56 shrink-0 border-r border-slate-200 py-6 pr-4 md:block">
          <AdminNav groups={adminNavGroups(counts)} idPrefix="admin-sidebar" />
        </div>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </>
  );
}

/** The sign-in pages and an admin address that matches no page: the brand, a way back to the site, and <main>. */
export function AdminPlainFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <AdminBrand />
          <SiteLink to="/" className="text-sm text-slate-700 underline hover:text-brand-700">
            Back to the site
          </SiteLink>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4">
        {children}
      </main>
    </>
  );
}
