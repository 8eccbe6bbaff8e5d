import { Link } from "react-router";
import { termsSections } from "~/concierge/terms-content";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { ButtonLink } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/concierge-terms";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Concierge Terms",
    description:
      "Points Booking Concierge terms: the deposit, refunds, what the fee includes and what happens after you request a booking.",
    path: "/concierge/terms",
    siteUrl: rootSiteUrl(matches),
  });

export default function ConciergeTerms() {
  return (
    <>
      <PageHeader title="Concierge Terms">
        <p>Everything you should know before you request a Points Booking Concierge search.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label="On this page">
          <ul className="list-disc space-y-1 pl-5">
            {termsSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline hover:text-brand-900">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {termsSections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-20">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-brand-900">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <div className="mt-12 flex flex-wrap gap-4">
          <ButtonLink to="/booking-form">Request a Booking</ButtonLink>
          <Link to="/concierge" className="self-center font-medium text-brand-700 underline hover:text-brand-900">
            Back to Concierge Services
          </Link>
        </div>
      </div>
    </>
  );
}
