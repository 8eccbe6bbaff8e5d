import type { ReactNode } from "react";
import { track } from "~/observability/track";
import { buttonClass } from "~/ui/button";

/** The referral link: through /go/:id (which counts the click), in a new tab, marked sponsored. */
export function ApplyLink({
  slug,
  cardName,
  className = "",
  children,
}: {
  slug: string;
  cardName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={`/go/${slug}`}
      target="_blank"
      rel="sponsored noopener"
      onClick={() => track("apply_clicked", { deal: slug })}
      className={buttonClass("primary", className)}
    >
      {children}
      <span className="sr-only"> for the {cardName} (opens the issuer's site in a new tab)</span>
    </a>
  );
}

export const compensationDisclaimer =
  "Pointwise may receive compensation if you are approved through this link. This does not affect our ratings or the order of deals.";
