/** One kind of reader alert as the owner's alerts page counts it (issue 32). */
export interface AlertCounts {
  /** Alerts switched on: watches, choices or accounts, as the kind counts them. */
  active: number;
  /** Waiting for the address's confirmation click (card-offer watches only). */
  unconfirmed?: number;
  /** Emails queued in the period. */
  sent: number;
  /** Emails written but not yet handed to the outbox (they go at the newsletter's rate). */
  waiting: number;
}
