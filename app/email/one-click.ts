/**
 * The RFC 2369 and RFC 8058 headers that give mail apps their own unsubscribe button: the
 * one-click POST to `url` stops the mail without any other step. Every kind of list or alert
 * email uses them with its own signed link.
 */
export function oneClickHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
