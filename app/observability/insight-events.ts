/** The funnel events the owner follows, with the words the admin shows for them. */
export const insightEventLabels = {
  deal_viewed: "Deal viewed",
  apply_clicked: "Apply clicked",
  concierge_started: "Concierge form started",
  concierge_submitted: "Concierge form submitted",
  session_booked: "Strategy session booked",
  subscribed: "Newsletter subscribed",
} as const;

export type InsightEvent = keyof typeof insightEventLabels;
export const insightEvents = Object.keys(insightEventLabels) as InsightEvent[];

export type Beacon = { type: "pageview"; path: string; referrer?: string } | { type: "event"; event: InsightEvent; deal?: string };
