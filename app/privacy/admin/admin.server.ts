import { z } from "~/lib/zod";
import { looksLikeAddress, maxAddressLength, normaliseAddress } from "~/lib/email-address";
import { privacyMessages } from "../messages";
import { findPerson } from "../personal-data.server";
import { lastRetentionRun, retentionSettings } from "../retention.server";
import { pendingErasureRequests } from "../self-service.server";
import { cellText, shownRowsPerPart, type FindView, type PrivacyAdminView } from "./view";

const dayMs = 24 * 60 * 60 * 1000;

export const addressSchema = z.object({
  email: z.string().max(maxAddressLength, privacyMessages.invalidEmail).refine(looksLikeAddress, privacyMessages.invalidEmail),
});

export const eraseSchema = addressSchema.extend({
  confirm: z.literal("on", { error: privacyMessages.confirmRequired }),
});

/** The address in `?email=`, checked; an empty query is no search. */
export function searchedAddress(url: URL): { query: string; address?: string; error?: string } {
  const query = (url.searchParams.get("email") ?? "").slice(0, maxAddressLength + 10);
  if (query.trim() === "") return { query };
  const parsed = addressSchema.safeParse({ email: query });
  return parsed.success ? { query, address: normaliseAddress(parsed.data.email) } : { query, error: privacyMessages.invalidEmail };
}

export async function findView(address: string): Promise<FindView> {
  const found = await findPerson(address);
  return {
    address: found.address,
    total: found.total,
    parts: found.parts.map(({ entry, rows, capped }) => ({
      name: entry.name,
      label: entry.label,
      about: entry.about,
      onErase: entry.onErase,
      keptOnErase: entry.keptOnErase ?? false,
      count: rows.length,
      capped,
      columns: entry.shown,
      rows: rows.slice(0, shownRowsPerPart).map((row) => entry.shown.map((key) => cellText(row[key]))),
    })),
  };
}

/** Everything /admin/privacy shows, section by section. */
export async function privacyAdminView(url: URL): Promise<PrivacyAdminView> {
  const search = searchedAddress(url);
  const [retention, run, pending] = await Promise.all([retentionSettings(), lastRetentionRun(), pendingErasureRequests()]);
  return {
    query: search.query,
    queryError: search.error,
    found: search.address ? await findView(search.address) : undefined,
    retention,
    lastRun: run && {
      day: run.day,
      finishedAt: run.finishedAt?.toISOString() ?? null,
      total: run.total,
      touched: Object.entries(run.touched),
    },
    pending: pending.map((request) => ({
      id: request.id,
      email: request.email,
      requestedAt: request.requestedAt.toISOString(),
      dueAt: retention.autoEraseDays > 0 ? new Date(request.requestedAt.getTime() + retention.autoEraseDays * dayMs).toISOString() : null,
    })),
  };
}
