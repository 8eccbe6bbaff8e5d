import { createContext, useContext } from "react";

/** The server hands the stylesheet's text in; in the browser there is none to hand. */
const StylesheetTextContext = createContext<string | null>(null);

export const StylesheetTextProvider = StylesheetTextContext.Provider;

const elementId = "site-stylesheet";

/**
 * The site stylesheet inside the document (production only), so the first paint waits for no
 * request. The CSP allows this one text by its hash (server/security.ts).
 */
export function InlineStylesheet() {
  const serverText = useContext(StylesheetTextContext);
  // In the browser the text is already in the document: hydration keeps that element as it is.
  const css = serverText ?? document.getElementById(elementId)?.textContent ?? "";
  return <style id={elementId} dangerouslySetInnerHTML={{ __html: css }} />;
}
