/** Where to go back to after a step (a consent choice): a path on this site only, never another host. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 500) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}
