import { isbot } from "isbot";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderDocument } from "./lib/render-document.server";
import { StylesheetTextProvider } from "./layout/inline-stylesheet";
import { inlineStylesheet } from "./lib/inline-stylesheet.server";
import { NonceProvider } from "./nonce";
import { logger } from "./observability/logger.server";
import { requestInfoContext } from "./request-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, log } = loadContext.get(requestInfoContext);
  // Crawlers and SPA-mode builds get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return renderDocument(
    <NonceProvider value={nonce}>
      <StylesheetTextProvider value={import.meta.env.DEV ? null : inlineStylesheet().css}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextProvider>
    </NonceProvider>,
    {
      nonce,
      waitForAll,
      status: responseStatusCode,
      headers: responseHeaders,
      timeoutMs: streamTimeout + 1_000,
      onErrorAfterShell: (error) => log.error({ err: error }, "render error"),
    },
  );
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger().error({ err: error, path: new URL(request.url).pathname }, "unhandled route error");
}
