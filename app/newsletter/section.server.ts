import type { RouterContextProvider } from "react-router";
import { formStamp } from "~/security/form-guard.server";
import { flashedNewsletterForm } from "./form-state.server";
import type { NewsletterSectionData, SectionAdminView } from "./section-view";
import { sectionParams } from "./section-view";
import { countSubscribers, listSubscribers } from "./subscribers.server";

/**
 * Everything the home page's newsletter section needs for this visitor. Whether an admin is
 * signed in comes from the loader, which asks the admin domain.
 */
export async function newsletterSection(
  request: Request,
  context: Readonly<RouterContextProvider>,
  adminSignedIn: boolean,
): Promise<NewsletterSectionData> {
  const params = new URL(request.url).searchParams;
  const state = flashedNewsletterForm(context);
  let admin: SectionAdminView | undefined;
  if (adminSignedIn) {
    const show = params.has(sectionParams.showSubscribers);
    admin = {
      count: await countSubscribers(),
      emails: show ? (await listSubscribers()).map((subscriber) => subscriber.email) : undefined,
      confirmClear: params.has(sectionParams.confirmClear),
    };
  }
  return {
    formStamp: formStamp(),
    form: state ?? {},
    adminOpen: params.has(sectionParams.adminOpen) || Boolean(state?.adminEmail),
    admin,
  };
}
