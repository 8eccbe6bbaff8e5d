/** A key as the admin sees it once saved: enough to recognise it, never enough to use it. */
export function maskKey(key: string): string {
  if (key.length < 12) return "•".repeat(8);
  return `${key.slice(0, 3)}${"•".repeat(8)}${key.slice(-4)}`;
}
