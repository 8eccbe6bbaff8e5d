import { savedPlanSchema } from "~/lib/saved-plan";
import { z } from "~/lib/zod";

/*
 * A copy of a visitor's wallet sent with a lead (a concierge request, a strategy-session booking)
 * because the visitor ticked the box (decision 074). It lives in the shared base so the wallet, the
 * lead domains and the admin pages can agree on it without importing one another (decision 040):
 * the route reads the wallet, makes the snapshot and hands it to the lead's domain.
 *
 * Names are resolved when it is made (issuer, card, program), so the owner reads what the visitor
 * saw even after the catalogue or the wallet changes. A wallet is at most 644 rows, so this is too.
 */

export const snapshotCardSchema = z.object({
  member: z.string(),
  issuer: z.string(),
  card: z.string(),
  kind: z.string(),
  /** yyyy-MM. */
  opened: z.string(),
  closed: z.string().nullable(),
  bonus: z.string().nullable(),
});

export const snapshotBalanceSchema = z.object({
  member: z.string(),
  program: z.string(),
  amount: z.number(),
  /** yyyy-MM-dd. */
  asOf: z.string(),
});

export const walletSnapshotSchema = z.object({
  members: z.array(z.string()),
  cards: z.array(snapshotCardSchema),
  balances: z.array(snapshotBalanceSchema),
  /** The application plan saved in the wallet, if any; snapshots made before plans existed have none. */
  plan: savedPlanSchema.nullable().optional(),
});

export type WalletSnapshot = z.infer<typeof walletSnapshotSchema>;
export type SnapshotCard = z.infer<typeof snapshotCardSchema>;
export type SnapshotBalance = z.infer<typeof snapshotBalanceSchema>;

/**
 * A stored snapshot read back; anything that does not parse (a hand-edited row) shows as none
 * rather than breaking the owner's page.
 */
export function readWalletSnapshot(value: unknown): WalletSnapshot | null {
  const parsed = walletSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
