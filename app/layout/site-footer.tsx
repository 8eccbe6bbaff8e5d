import { footerQuickLinks, footerServices, site } from "~/config/site";
import { Brand } from "./brand";
import { SiteLink } from "~/ui/site-link";

/** `legalLinks` comes from the root (the cookie preferences link belongs to the consent domain). */
export function SiteFooter({ legalLinks }: { legalLinks?: React.ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Brand inverted />
          <p className="mt-3 text-sm text-slate-300">{site.blurb}</p>
        </div>
        <FooterColumn title="Quick Links">
          <FooterLinks links={footerQuickLinks} />
        </FooterColumn>
        <FooterColumn title="Services">
          <FooterLinks links={footerServices} />
        </FooterColumn>
        <FooterColumn title="Follow Us">
          {site.social.map((item) => (
            <li key={item.name}>
              <a href={item.href} rel="noopener noreferrer" target="_blank" className="hover:text-white">
                {item.name}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-white/10 px-4 py-6 text-center text-sm text-slate-300">
        <p>
          © {year} {site.name}. All rights reserved.
        </p>
        {legalLinks}
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

function FooterLinks({ links }: { links: ReadonlyArray<{ label: string; to: string }> }) {
  return links.map((item) => (
    <li key={item.label}>
      <SiteLink to={item.to} className="hover:text-white">
        {item.label}
      </SiteLink>
    </li>
  ));
}
