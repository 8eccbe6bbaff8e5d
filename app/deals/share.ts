import type { Deal } from "./deal";
import { shareText } from "./rules";

export interface ShareLink {
  network: "Twitter" | "Facebook" | "Email";
  href: string;
}

/** Sharing a deal: the share text plus the page address; the email subject is the deal title. */
export function shareLinks(deal: Pick<Deal, "title" | "cardName" | "signupBonusAmount" | "bonusUnit">, pageUrl: string): ShareLink[] {
  const text = shareText(deal);
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, "%20");
  return [
    { network: "Twitter", href: `https://twitter.com/intent/tweet?${query({ text, url: pageUrl })}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?${query({ u: pageUrl })}` },
    { network: "Email", href: `mailto:?${query({ subject: deal.title, body: `${text} ${pageUrl}` })}` },
  ];
}
