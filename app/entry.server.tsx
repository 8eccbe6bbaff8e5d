import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { createFlushBatchedStream } from "./lib/flush-batched-stream.server";
import { StylesheetTextProvider } from "./layout/inline-stylesheet";
import { inlineStylesheet } from "./layout/inline-stylesheet.server";
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetTextProvider value={import.meta.env.DEV ? null : inlineStylesheet().css}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // React's output goes straight into the response body, one chunk per React flush.
          const { destination, stream } = createFlushBatchedStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(destination as unknown as NodeJS.WritableStream);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already handled by error boundaries; log them once here.
          if (shellRendered) log.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger().error({ err: error, path: new URL(request.url).pathname }, "unhandled route error");
}
