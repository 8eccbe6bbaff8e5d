import { site } from "~/config/site";
import { formatLongDate } from "~/lib/format-date";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/privacy-policy";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses, shares and keeps your personal information, and the rights you have over it.`,
    path: "/privacy-policy",
    siteUrl: rootSiteUrl(matches),
  });

/** The date is fixed on the server so the page and its hydration agree. */
export function loader() {
  return { lastUpdated: formatLongDate(new Date()) };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Privacy Policy">
        <p>Last updated: {loaderData.lastUpdated}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-brand-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
        <section aria-labelledby="collected">
          <h2 id="collected">1. Information We Collect</h2>
          <p>We collect the information you give us and a small amount of technical information:</p>
          <ul>
            <li>Contact details you enter in a form: name, email address and phone number.</li>
            <li>Trip details and the points balances you share when you request a booking.</li>
            <li>Booking details for a strategy session. Card numbers and security codes are never stored by us.</li>
            <li>Technical data such as your browser type, pages visited and the time of your visit.</li>
          </ul>
        </section>

        <section aria-labelledby="use">
          <h2 id="use">2. How We Use Your Information</h2>
          <ul>
            <li>To answer your requests, book your travel and hold your strategy session.</li>
            <li>To send the newsletter and free guide you asked for; every email lets you unsubscribe.</li>
            <li>To keep the site secure, prevent abuse and understand how it is used.</li>
          </ul>
        </section>

        <section aria-labelledby="cookies">
          <h2 id="cookies">3. Cookies</h2>
          <p>
            We use four kinds of cookies. Only the necessary ones are used before you choose, and we never use a cookie from another
            company.
          </p>
          <ul>
            <li>
              Necessary cookies keep the site working and secure: one remembers your cookie choice for six months, one keeps the site owner
              signed in to the admin area, and one carries a short confirmation message to the next page for a minute.
            </li>
            <li>
              Analytics cookies: with your consent we count page views, the site you came from (its name only) and steps such as viewing a
              deal or clicking to apply. Each visit only adds one to a daily count; we keep no record of who you are, your address or your
              device, and set no extra cookie for it.
            </li>
            <li>
              Functional cookies would enable enhanced features and remember your preferences. The site has none yet, so this choice changes
              nothing today.
            </li>
            <li>
              Marketing cookies would track visits across websites to show relevant ads. The site uses none, so this choice changes nothing
              today.
            </li>
          </ul>
          <p>You can change or withdraw your choice at any time from the Cookie preferences link at the bottom of every page.</p>
        </section>

        <section aria-labelledby="sharing">
          <h2 id="sharing">4. Sharing Your Information</h2>
          <p>
            We do not sell your personal information without your consent. We share it only with service providers who help us run the site
            (hosting, email delivery, payment processing), under contracts that limit their use of it, or when the law requires it.
          </p>
        </section>

        <section aria-labelledby="rights">
          <h2 id="rights">5. Your Rights (GDPR)</h2>
          <p>Wherever you live, you may ask us to:</p>
          <ul>
            <li>Access the personal information we hold about you.</li>
            <li>Rectify information that is wrong or incomplete.</li>
            <li>Erase your information.</li>
            <li>Restrict how we process it.</li>
            <li>Receive it in a portable, machine-readable format.</li>
            <li>Object to our processing of it, including for direct marketing.</li>
          </ul>
          <p>
            To download or erase your data yourself, use{" "}
            <a className="text-brand-700 underline" href="/privacy/my-data">
              Your data
            </a>
            : we email you a link that works once.
          </p>
        </section>

        <section aria-labelledby="retention">
          <h2 id="retention">6. Data Retention</h2>
          <p>
            We keep personal information only as long as we need it for the purpose it was collected for, or as long as the law requires,
            and then delete it.
          </p>
        </section>

        <section aria-labelledby="contact">
          <h2 id="contact">7. Contact Us</h2>
          <p>
            For any question about this policy or your information, email{" "}
            <a className="text-brand-700 underline" href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </a>{" "}
            or write to {site.postalAddress}.
          </p>
        </section>
      </div>
    </>
  );
}
