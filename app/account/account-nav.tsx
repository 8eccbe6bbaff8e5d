import { SiteLink } from "~/ui/site-link";
import { accountPath, walletPath } from "./paths";

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

/** The links between a visitor's own pages, at the top of the pages that hang off the account. */
export function AccountNav() {
  return (
    <nav aria-label="Account" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <SiteLink to={accountPath} className={linkClass}>
        Your account
      </SiteLink>
      <SiteLink to={walletPath} className={linkClass}>
        Your wallet
      </SiteLink>
    </nav>
  );
}
