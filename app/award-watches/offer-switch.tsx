import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";

export const offerSwitchIntent = "award-watches-offer";
export const offerSwitchLabel = "Offer award-space watches (only if your seats.aero agreement allows alerts for your visitors)";

/**
 * The owner's switch for award-space watches, beside their daily budget on the admin page. Says
 * so when today's budget stopped the daily check, so some watches wait for tomorrow.
 */
export function AwardWatchOfferSwitch({ on, keyConfigured, refusedToday }: { on: boolean; keyConfigured: boolean; refusedToday: number }) {
  return (
    <section aria-labelledby="award-watches-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="award-watches-heading" className="text-lg font-semibold text-slate-900">
        Award-space watches
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Signed-in visitors watch a route and get an email for each new award seat. A daily check asks seats.aero once per distinct route,
        cabin and dates, within the watch budget below.
        {keyConfigured ? "" : " No seats.aero key is configured (SEATS_AERO_API_KEY), so watches are not offered whatever this says."}
      </p>
      {refusedToday > 0 ? (
        <p className="mt-2 text-sm font-medium text-red-700" role="status">
          Today the watch budget stopped the daily check before every watch was checked; the rest are checked tomorrow. Raise the ceiling
          below to check more.
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value={offerSwitchIntent} />
        <Checkbox id="award-watches-offered" name="offered" label={offerSwitchLabel} defaultChecked={on} />
        <button type="submit" className={buttonClass("secondary")}>
          Save
        </button>
      </Form>
    </section>
  );
}
