import { useNonce } from "~/nonce";
import { safeJson, type JsonLd } from "./json-ld";

/**
 * A structured-data block. Browsers do not run it and CSP does not govern it, but it carries
 * the nonce so that every <script> on a page does, which the CSP tests hold us to.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides a nonce from the DOM and the client renders none, so the two differ.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: safeJson(data) }}
    />
  );
}
