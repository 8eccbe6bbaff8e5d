/** What waits for the owner, counted in the admin layout's loader. */
export interface WaitingCounts {
  newRequests: number;
  failedEmails: number;
  pendingErasures: number;
}

export interface NavItem {
  to: string;
  label: string;
  /** Something waiting here, as a short phrase ("3 new"); absent when nothing waits. */
  waiting?: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

const waiting = (count: number, phrase: string) => (count > 0 ? `${count} ${phrase}` : undefined);

/** The admin's pages grouped by what the owner does there; every page behind the guard is reachable from here. */
export function adminNavGroups(counts: WaitingCounts): NavGroup[] {
  return [
    {
      label: "Leads",
      items: [
        { to: "/admin/requests", label: "Concierge requests", waiting: waiting(counts.newRequests, "new") },
        { to: "/admin/bookings", label: "Strategy sessions" },
      ],
    },
    {
      label: "Audience",
      items: [
        { to: "/admin/subscribers", label: "Subscribers" },
        { to: "/admin/newsletter", label: "Newsletter" },
        { to: "/admin/alerts", label: "Reader alerts" },
      ],
    },
    {
      label: "Content",
      items: [
        { to: "/admin/deals", label: "Deals" },
        { to: "/admin/transfer-bonuses", label: "Transfer bonuses" },
        { to: "/admin/transfer-partners", label: "Partners and values" },
        { to: "/admin/card-rules", label: "Card application rules" },
      ],
    },
    {
      label: "Site",
      items: [
        { to: "/admin/insights", label: "Insights" },
        { to: "/admin/searches", label: "Flight searches" },
        { to: "/admin/outbox", label: "Outbox", waiting: waiting(counts.failedEmails, "failed") },
        { to: "/admin/settings", label: "Settings" },
      ],
    },
    {
      label: "People",
      items: [
        { to: "/admin/admins", label: "Admins" },
        { to: "/admin/audit", label: "Audit log" },
        { to: "/admin/privacy", label: "Privacy", waiting: waiting(counts.pendingErasures, "to erase") },
        { to: "/admin/account", label: "Your account" },
      ],
    },
  ];
}

/** How many things wait in all, for the phone's closed menu. */
export function totalWaiting(counts: WaitingCounts): number {
  return counts.newRequests + counts.failedEmails + counts.pendingErasures;
}
