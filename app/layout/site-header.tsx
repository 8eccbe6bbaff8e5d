import { Menu, X } from "lucide-react";
import { getStartedPath, mainNav } from "~/config/site";
import { ButtonLink } from "~/ui/button";
import { Brand } from "./brand";
import { HeaderSearch } from "./header-search";
import { useRouteDisclosure } from "./use-route-disclosure";
import { SiteNavLink } from "~/ui/site-link";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `text-sm font-medium hover:text-brand-700 ${isActive ? "text-brand-700" : "text-slate-700"}`;

/** Where the header's account link goes and what it says: "Sign in", or the signed-in visitor's account. */
export interface AccountLink {
  to: string;
  label: string;
}

export function SiteHeader({ account }: { account: AccountLink }) {
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-6">
            {mainNav.map((item) => (
              <li key={item.to}>
                <SiteNavLink to={item.to} end className={navLinkClass}>
                  {item.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <HeaderSearch />
          <div className="hidden items-center gap-4 md:flex">
            <SiteNavLink to={account.to} className={navLinkClass}>
              {account.label}
            </SiteNavLink>
            <ButtonLink to={getStartedPath}>Get Started</ButtonLink>
          </div>
          <MobileMenu account={account} />
        </div>
      </div>
    </header>
  );
}

/** Below the medium width: a disclosure (works without JavaScript) that closes when a link is chosen. */
function MobileMenu({ account }: { account: AccountLink }) {
  const { setOpen, detailsProps } = useRouteDisclosure();

  return (
    <details className="group md:hidden" {...detailsProps}>
      <summary
        className="flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-brand-50"
        aria-label="Menu"
      >
        {/* The icon follows the native open state, so it is right with JavaScript off too. */}
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <nav aria-label="Mobile" className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-md">
        <ul className="flex flex-col px-4 py-2">
          {mainNav.map((item) => (
            <li key={item.to}>
              <SiteNavLink
                to={item.to}
                end
                onClick={() => setOpen(false)}
                className={({ isActive }) => `block py-3 ${navLinkClass({ isActive })}`}
              >
                {item.label}
              </SiteNavLink>
            </li>
          ))}
          <li>
            <SiteNavLink
              to={account.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) => `block py-3 ${navLinkClass({ isActive })}`}
            >
              {account.label}
            </SiteNavLink>
          </li>
          <li className="py-3">
            <ButtonLink to={getStartedPath} onClick={() => setOpen(false)} className="w-full">
              Get Started
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}
