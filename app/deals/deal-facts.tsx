import { Link } from "react-router";
import type { DealPageData } from "./deal-detail.server";
import { ApplyLink } from "./apply-link";
import type { FirstYearEstimate } from "./deal";
import { EstimateLine } from "./featured-card";
import { ScoreBadge } from "./score-badge";
import { shareLinks } from "./share";

/** The side panel: 'Quick Card Facts', 'Apply Now' and 'Share This Deal'. */
export function DealFacts({
  deal,
  pageUrl,
  estimate = null,
  walletNote = null,
}: {
  deal: DealPageData;
  pageUrl: string;
  estimate?: FirstYearEstimate | null;
  /** For a signed-in visitor: the cards their wallet holds from this issuer, and where to edit it. */
  walletNote?: { sentences: readonly string[]; href: string } | null;
}) {
  const facts = [
    ["Welcome Bonus", deal.welcomeBonus],
    ["Spend Requirement", deal.minSpend],
    ["Annual Fee", deal.annualFee],
    ["Transfer Partners", deal.transferPartners],
  ] as const;
  return (
    <aside aria-labelledby="facts-heading" className="space-y-6 self-start rounded-xl border border-slate-200 p-6 lg:sticky lg:top-24">
      <div className="flex items-center justify-between gap-3">
        <h2 id="facts-heading" className="text-lg font-semibold text-brand-900">
          Quick Card Facts
        </h2>
        {deal.dealScore !== null ? <ScoreBadge score={deal.dealScore} /> : null}
      </div>
      <dl className="space-y-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {estimate ? <EstimateLine estimate={estimate} /> : null}
      {walletNote ? <WalletNote {...walletNote} /> : null}
      <ApplyLink slug={deal.slug} cardName={deal.cardName} className="w-full">
        Apply Now
      </ApplyLink>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Share This Deal</h3>
        <ul className="mt-2 flex gap-4 text-sm">
          {shareLinks(deal, pageUrl).map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                className="font-medium text-brand-700 hover:underline"
                {...(link.network === "Email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              >
                {link.network}
                {link.network === "Email" ? null : <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** What the visitor's own wallet says about this issuer, with the way to correct it. */
function WalletNote({ sentences, href }: { sentences: readonly string[]; href: string }) {
  return (
    <section aria-labelledby="wallet-note-heading" className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <h3 id="wallet-note-heading" className="font-semibold text-slate-900">
        From your wallet
      </h3>
      {sentences.map((sentence) => (
        <p key={sentence} className="mt-1">
          {sentence}
        </p>
      ))}
      <Link to={href} className="mt-2 inline-block text-brand-700 underline hover:text-brand-900">
        Update your wallet
      </Link>
    </section>
  );
}
