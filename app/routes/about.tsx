import { CreditCard, Plane } from "lucide-react";
import { site } from "~/config/site";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { ButtonLink } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/about";
import { SiteLink } from "~/ui/site-link";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "About",
    description: `Why ${site.name} exists: honest credit card deals and expert help to travel further on points and miles.`,
    path: "/about",
    siteUrl: rootSiteUrl(matches),
  });

const offers = [
  {
    title: "Credit Card Deals",
    to: "/deals",
    icon: CreditCard,
    text: "Hand-picked sign-up bonuses, each with a plain-English write-up, the issuer's rules and a deal score, so you can tell a great offer from a merely loud one.",
  },
  {
    title: "Concierge Services",
    to: "/concierge",
    icon: Plane,
    text: "Our experts search award space across airlines and loyalty programs and book the trip for you, or sit down with you for a one-hour strategy session.",
  },
] as const;

export default function About() {
  return (
    <>
      <PageHeader title={`About ${site.name}`}>
        <p>
          Our mission is simple: help you travel smarter. Points and miles can turn everyday spending into business-class seats and hotel
          stays, but the rules change constantly and the best value hides behind transfer partners, award charts and issuer restrictions. We
          do the research, explain it plainly, and tell you when an offer is worth your time and when it is not.
        </p>
      </PageHeader>

      <section aria-labelledby="offer-heading" className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="offer-heading" className="text-2xl font-bold text-brand-900">
          What We Offer
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {offers.map(({ title, to, icon: Icon, text }) => (
            <article key={title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold">
                <SiteLink to={to} className="hover:text-brand-700 hover:underline">
                  {title}
                </SiteLink>
              </h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="bg-brand-800 py-16 text-white">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="cta-heading" className="text-2xl font-bold">
            Ready to travel smarter?
          </h2>
          <p className="mt-3 text-brand-100">Start with a card that fits your plans, or let our team find and book the award seats.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink to="/deals" variant="light">
              Explore Credit Card Deals
            </ButtonLink>
            <ButtonLink to="/concierge" variant="light">
              Our Services
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
