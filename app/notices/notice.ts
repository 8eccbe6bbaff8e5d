/** A toast: a title, an optional description, a kind and a duration. */
export type NoticeKind = "success" | "destructive";

export interface Notice {
  title: string;
  description?: string;
  kind: NoticeKind;
  durationMs: number;
}

/** Toasts stay 3 seconds, the 'Copied' toast 2. */
export const toastDurationMs = 3_000;
export const copiedToastDurationMs = 2_000;

export function successNotice(title: string, description?: string, durationMs = toastDurationMs): Notice {
  return { title, description, kind: "success", durationMs };
}

export function destructiveNotice(title: string, description?: string, durationMs = toastDurationMs): Notice {
  return { title, description, kind: "destructive", durationMs };
}

const maxTextLength = 500;

/** A notice read back from outside (the flash cookie): anything malformed is dropped. */
export function parseNotice(value: unknown): Notice | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { title, description, kind, durationMs } = value as Record<string, unknown>;
  if (typeof title !== "string" || title === "" || title.length > maxTextLength) return undefined;
  if (description !== undefined && (typeof description !== "string" || description.length > maxTextLength)) return undefined;
  if (kind !== "success" && kind !== "destructive") return undefined;
  if (typeof durationMs !== "number" || !Number.isInteger(durationMs) || durationMs < 500 || durationMs > 60_000) return undefined;
  return { title, description, kind, durationMs };
}
