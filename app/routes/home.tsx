import { CalendarCheck, Plane, Sparkles } from "lucide-react";
import { currentAdmin } from "~/admin/sign-in/guard.server";
import { requestInfoContext } from "~/request-context";
import { site } from "~/config/site";
import { DealCard } from "~/deals/deal-card";
import { FeaturedCard } from "~/deals/featured-card";
import { homeDeals } from "~/deals/public-data.server";
import { readCatalog } from "~/points/catalog.server";
import { dealEstimate } from "~/points/first-year-value";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { LeadMagnetPopup } from "~/newsletter/lead-magnet-popup";
import { NewsletterSection } from "~/newsletter/newsletter-section";
import { newsletterSection } from "~/newsletter/section.server";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/home";
import { SiteLink } from "~/ui/site-link";
import { sectionParams } from "~/newsletter/section-view";
import { routePolicy } from "~/lib/route-policy";
import { presence } from "~/page-cache/query-key";

// The newsletter section's other parameters only matter to a signed-in admin, whose requests bypass the page cache.
export const handle = routePolicy({
  public: true,
  indexable: true,
  cacheable: true,
  publicForm: true,
  query: { [sectionParams.adminOpen]: presence },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: site.name,
    description: "Curated credit card deals, transfer bonuses and expert award booking to help you travel smarter with points and miles.",
    path: "/",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const adminSignedIn = currentAdmin(request, context.get(requestInfoContext).secure).then((admin) => admin !== undefined);
  const [deals, catalog, newsletter] = await Promise.all([
    homeDeals(),
    readCatalog(),
    adminSignedIn.then((signedIn) => newsletterSection(request, context, signedIn)),
  ]);
  const estimates = Object.fromEntries(deals.featured.map((deal) => [deal.slug, dealEstimate(catalog, deal)]));
  return { ...deals, estimates, newsletter };
}

const conciergeLinks = [
  { to: "/concierge", icon: Plane, title: "Points Booking Concierge", text: "Our experts find and book award seats with your points." },
  {
    to: "/concierge#strategy",
    icon: Sparkles,
    title: "Points Strategy Session",
    text: "A one-hour review of your cards and points, with a written plan.",
  },
  {
    to: "/booking-form",
    icon: CalendarCheck,
    title: "Request a Booking",
    text: "Tell us your trip and your points; we reply within 24 hours.",
  },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 py-20 text-white sm:py-28">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Travel smarter with points and miles</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">
            The best credit card sign-up bonuses, the transfer bonuses worth moving points for, and experts who book award seats for you.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink to="/deals" variant="light">
              Explore Credit Card Deals
            </ButtonLink>
            <ButtonLink to="/concierge" className="border border-white/60 bg-transparent hover:bg-white/10">
              Our Services
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="featured-heading" className="text-2xl font-bold text-brand-900">
          Featured Offers
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {loaderData.featured.map((deal) => (
            <FeaturedCard key={deal.slug} deal={deal} estimate={loaderData.estimates[deal.slug]} />
          ))}
        </div>
      </section>

      <section aria-labelledby="recent-heading" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="recent-heading" className="text-2xl font-bold text-brand-900">
              Recent Deals
            </h2>
            <SiteLink to="/deals" className="font-semibold text-brand-700 hover:underline">
              View all deals
            </SiteLink>
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.recent.map((deal) => (
              <DealCard key={deal.slug} deal={deal} headingLevel={3} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="concierge-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="concierge-heading" className="text-2xl font-bold text-brand-900">
          Concierge Services
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">Points are only worth what you can book with them. Let our team do the searching.</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {conciergeLinks.map(({ to, icon: Icon, title, text }) => (
            <li key={to} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 font-semibold">
                <SiteLink to={to} className="hover:text-brand-700 hover:underline">
                  {title}
                </SiteLink>
              </h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <NewsletterSection section={loaderData.newsletter} />
      <LeadMagnetPopup stamp={loaderData.newsletter.formStamp} />
    </>
  );
}
