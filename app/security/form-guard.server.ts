import { formGuardFieldNames, formGuardMessages, type FormGuardRefusal } from "./form-guard";
import { formPostsHeldUntil, holdFormPostsHere, shareFormPostHold } from "./form-post-hold.server";
import { hit } from "./rate-limit.server";
import { signToken, verifyToken } from "./signing.server";

const stampPurpose = "form-stamp";
/** A stamp older than this is refused: the page was left open for over a day. */
export const formStampMaxAgeMs = 24 * 60 * 60 * 1000;
/**
 * Faster than this from render to post is a script, not a person. `FORM_MIN_FILL_MS` overrides
 * it (browser tests type in milliseconds).
 */
export function minimumFillMs(): number {
  const configured = Number(process.env.FORM_MIN_FILL_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 2_000;
}

/** The value of the hidden stamp field for a form rendered now. */
export function formStamp(now = new Date()): string {
  return signToken(stampPurpose, String(now.getTime()));
}

/**
 * The page cache handed this client a copy of a page with a public form. The copy's stamp is the
 * time it was rendered, which a script could post at once; from now on the client's posts are
 * also measured from this delivery (decision 068). Recorded in this process at once; where other
 * instances must be told, `tellOthers` writes it and the promise resolves once they would see it.
 * The page cache passes `minimum` as read at start: reading the environment on every hit showed
 * in its profile.
 */
export function noteCachedFormPage(
  client: string,
  now = new Date(),
  tellOthers: (client: string, until: Date) => Promise<void> = shareFormPostHold,
  minimum = minimumFillMs(),
): Promise<void> | undefined {
  // Nothing to hold (browser tests turn the check off).
  if (minimum === 0) return undefined;
  const until = new Date(now.getTime() + minimum);
  return holdFormPostsHere(client, until) ? tellOthers(client, until) : undefined;
}

export interface FormGuardOptions {
  /** Names the form in rate-limit keys, e.g. "concierge". */
  form: string;
  /** The client as the rate limits name it (`requestInfo.ip`): a cached form page it got recently counts too. */
  client: string;
  /** What one window counts against: the client address, or an email address. */
  rateKeys: string[];
  /** Posts allowed per key per window. */
  limit: number;
  windowMs: number;
  now?: Date;
}

export type FormGuardResult = { ok: true } | { ok: false; reason: FormGuardRefusal; message: string };

/**
 * The spam checks every public form runs before it stores anything: the honeypot, the signed
 * time stamp (too old is refused, and too fast after the stamp or after the client last got a
 * form page from the page cache) and rate limits. A refusal says why in plain words.
 */
export async function checkFormGuard(form: FormData, options: FormGuardOptions): Promise<FormGuardResult> {
  const now = options.now ?? new Date();
  const refuse = (reason: FormGuardRefusal): FormGuardResult => ({ ok: false, reason, message: formGuardMessages[reason] });

  const honeypot = form.get(formGuardFieldNames.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return refuse("honeypot");

  const stamp = form.get(formGuardFieldNames.stamp);
  const renderedAt = Number(verifyToken(stampPurpose, typeof stamp === "string" ? stamp : undefined));
  if (!Number.isFinite(renderedAt) || renderedAt <= 0) return refuse("expired");
  const age = now.getTime() - renderedAt;
  if (age > formStampMaxAgeMs) return refuse("expired");
  if (age < minimumFillMs()) return refuse("tooFast");
  // A cached copy's stamp is older than the visit: the later of the two says when filling began.
  if (await formPostsHeldUntil(options.client, now)) return refuse("tooFast");

  for (const key of options.rateKeys) {
    const window = await hit(`form:${options.form}:${key.toLowerCase()}`, options.windowMs, now);
    if (window.count > options.limit) return refuse("rateLimited");
  }
  return { ok: true };
}
