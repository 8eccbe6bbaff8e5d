import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { FormGuardFields } from "~/ui/form-guard-fields";
import type { BonusUnit } from "./deal";

/** The flash form id the deal page reads back after a refused post. */
export const offerWatchFormId = "offer-watch";
export const offerWatchAction = (slug: string) => `/deals/${slug}/watch`;

export interface OfferWatchView {
  slug: string;
  cardName: string;
  unit: BonusUnit;
  stamp: string;
  /** The signed-in visitor's address: no address field then, and no confirmation email. */
  accountEmail: string | null;
  /** After a refused post: what was typed and the messages beside the fields. */
  typed?: Readonly<Record<string, string>>;
}

/**
 * "Tell me when": one email when this card's welcome bonus reaches the amount typed. It posts
 * natively with or without JavaScript and comes back to the deal page with its notice.
 */
export function OfferWatchForm({ view }: { view: OfferWatchView }) {
  const typed = view.typed ?? {};
  return (
    <section id="offer-watch" aria-labelledby="offer-watch-heading" className="mt-10 rounded-xl border border-brand-100 bg-white p-6">
      <h2 id="offer-watch-heading" className="text-xl font-bold text-brand-900">
        Tell me when the bonus goes up
      </h2>
      <p id="offer-watch-about" className="mt-2 text-sm text-slate-700">
        We email you once when the {view.cardName}'s welcome bonus reaches your amount
        {view.accountEmail ? <>, at {view.accountEmail}</> : null}. You can turn it off from the email with one click
        {view.accountEmail ? (
          <>
            {" "}
            or on{" "}
            <Link to="/account/alerts" className="font-medium text-brand-700 underline hover:text-brand-900">
              your alerts page
            </Link>
          </>
        ) : null}
        .
      </p>
      <form method="post" action={offerWatchAction(view.slug)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
        <FormGuardFields stamp={view.stamp} />
        <TextInput
          id="offer-watch-threshold"
          name="threshold"
          label={view.unit === "cash" ? "Bonus in dollars" : "Bonus in points"}
          inputMode="numeric"
          autoComplete="off"
          className="flex-1"
          maxLength={12}
          aria-required="true"
          defaultValue={typed.threshold}
          error={typed.thresholdError}
          describedBy="offer-watch-about"
        />
        {view.accountEmail ? null : (
          <TextInput
            id="offer-watch-email"
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            className="flex-1"
            maxLength={254}
            aria-required="true"
            defaultValue={typed.email}
            error={typed.emailError}
          />
        )}
        <button type="submit" className={buttonClass("primary", "sm:mt-7")}>
          Email me
        </button>
      </form>
    </section>
  );
}
