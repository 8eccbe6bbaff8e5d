import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { guideHtml } from "~/newsletter/guide.server";
import { guideTitle } from "~/newsletter/welcome-email";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/guide";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

/** The lead magnet: linked from the popup and the welcome email, not from the navigation. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: guideTitle,
    description: "How to pick your first travel credit card, how point transfers work and how to find award seats.",
    path: "/guide",
    siteUrl: rootSiteUrl(matches),
    type: "article",
  });

export function loader() {
  return { html: guideHtml() };
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <PageHeader title={guideTitle}>
        <p>Three skills, ten minutes: earn points cheaply, transfer them well, and find seats you can book.</p>
      </PageHeader>
      {/* Sanitised on the server by the site's markdown renderer. */}
      <div
        className="mx-auto max-w-3xl space-y-4 px-4 py-12 leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_li]:ml-5 [&_li]:mt-2 [&_strong]:font-semibold [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: loaderData.html }}
      />
    </article>
  );
}
