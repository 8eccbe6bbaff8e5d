import { site } from "~/config/site";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: site.name,
    description: "Curated credit card deals, transfer bonuses and expert award booking to help you travel smarter with points and miles.",
    path: "/",
    siteUrl: rootSiteUrl(matches),
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 py-20 text-white sm:py-28">
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Travel smarter with points and miles</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100">
          The best credit card sign-up bonuses, the transfer bonuses worth moving points for, and
          experts who book award seats for you.
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
  );
}
