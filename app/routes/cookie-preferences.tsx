import { Form, Link } from "react-router";
import { CategoryFields } from "~/consent/category-fields";
import { onlyNecessary } from "~/consent/consent";
import { readConsent, saveConsentChoice } from "~/consent/consent.server";
import { consentTexts, preferencesPath } from "~/consent/texts";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { safeReturnPath } from "~/lib/return-path";
import { requestInfoContext } from "~/request-context";
import { buttonClass } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/cookie-preferences";
import { routePolicy } from "~/lib/route-policy";
import { freeText } from "~/page-cache/query-key";

/**
 * As the loader reads it: a path on this site, where "/" is also what none means. Any path is
 * accepted, so it counts as free text: a client sending ever new paths cannot fill the page cache.
 */
const returnPath = freeText((value) => {
  const path = safeReturnPath(value);
  return path === "/" ? undefined : path;
});

export const handle = routePolicy({ public: true, indexable: true, cacheable: true, query: { returnTo: returnPath } });

// Indexable like any page that explains the site's cookies; the canonical address drops
// ?returnTo=, so every variant of the form counts as this one page.
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: consentTexts.dialogTitle,
    description: consentTexts.dialogDescription,
    path: preferencesPath,
    siteUrl: rootSiteUrl(matches),
  });

/** The dialog's page form, for visitors without JavaScript (the banner's Customize and the footer link lead here). */
export function loader({ request }: Route.LoaderArgs) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo")) ?? "/";
  return { returnTo, choices: readConsent(request)?.choices ?? onlyNecessary };
}

export function action({ request, context }: Route.ActionArgs) {
  return saveConsentChoice(request, context.get(requestInfoContext).secure);
}

export default function CookiePreferences({ loaderData }: Route.ComponentProps) {
  const { returnTo, choices } = loaderData;
  return (
    <>
      <PageHeader title={consentTexts.dialogTitle}>
        <p>{consentTexts.dialogDescription}</p>
      </PageHeader>
      <Form method="post" action={preferencesPath} className="mx-auto max-w-2xl px-4 py-12">
        <input type="hidden" name="returnTo" value={returnTo} />
        <CategoryFields values={choices} />
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={returnTo} className={buttonClass("secondary")}>
            {consentTexts.cancel}
          </Link>
          <button type="submit" name="choice" value="save" className={buttonClass("primary")}>
            {consentTexts.save}
          </button>
        </div>
      </Form>
    </>
  );
}
