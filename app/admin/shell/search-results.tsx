import { SiteLink } from "~/ui/site-link";

export interface SearchHit {
  to: string;
  label: string;
  detail: string;
}

/** One kind of record the search looked in, with what it found (at most the row limit). */
export interface SearchSection {
  title: string;
  hits: SearchHit[];
  capped: boolean;
}

/** The privacy desk's finder's answer for an address, in short, with the way to the whole of it. */
export interface FinderSummary {
  summary: string;
  to: string;
  parts: Array<{ label: string; count: number }>;
}

export function SearchResults({ sections, finder }: { sections: SearchSection[]; finder?: FinderSummary }) {
  const found = sections.filter((section) => section.hits.length > 0);
  const empty = sections.filter((section) => section.hits.length === 0);
  return (
    <div className="mt-6 space-y-8">
      {finder ? (
        <section aria-labelledby="search-finder">
          <h2 id="search-finder" className="text-lg font-semibold text-brand-900">
            Everything stored about this address
          </h2>
          <p className="mt-1 text-slate-800">{finder.summary}</p>
          {finder.parts.length > 0 ? (
            <ul className="mt-2 list-disc pl-6 text-sm text-slate-700">
              {finder.parts.map((part) => (
                <li key={part.label}>
                  {part.label}: {part.count}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-2">
            <SiteLink to={finder.to} className="font-medium text-brand-700 underline hover:text-brand-900">
              Open in the privacy desk (export or erase)
            </SiteLink>
          </p>
        </section>
      ) : null}
      {found.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="text-lg font-semibold text-brand-900">
            {section.title} ({section.capped ? `the first ${section.hits.length}` : section.hits.length})
          </h2>
          <ul className="mt-2 space-y-2">
            {section.hits.map((hit) => (
              <li key={hit.to + hit.label}>
                <SiteLink to={hit.to} className="font-medium text-brand-700 underline hover:text-brand-900">
                  {hit.label}
                </SiteLink>
                <span className="text-slate-700"> · {hit.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {empty.length > 0 ? (
        <p className="text-sm text-slate-600">Nothing in: {empty.map((section) => section.title.toLowerCase()).join(", ")}.</p>
      ) : null}
    </div>
  );
}
