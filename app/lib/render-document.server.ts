import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createFlushBatchedStream } from "./flush-batched-stream.server";

export interface RenderDocumentOptions {
  nonce: string;
  /** Send nothing until everything has rendered (crawlers); otherwise stream from the shell. */
  waitForAll: boolean;
  status: number;
  headers: Headers;
  /** After this long, React gives up on what is still pending and sends its fallbacks. */
  timeoutMs: number;
  /** Errors after the document has started; earlier ones are handled by error boundaries. */
  onErrorAfterShell: (error: unknown) => void;
}

/**
 * Renders a React document into a streamed `Response`.
 *
 * React needs a timer to abort a render that never finishes. That timer holds `abort`, and through
 * it the render's whole state, so it is cleared as soon as React reports the render complete, or
 * failed: left to run out, it kept every document of the last few seconds alive (decision 027).
 */
export function renderDocument(document: ReactNode, options: RenderDocumentOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let status = options.status;
    let shellSent = false;
    let settled = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const stopAbortTimer = () => {
      settled = true;
      clearTimeout(abortTimer);
    };
    const send = () => {
      shellSent = true;
      // React's output goes straight into the response body, one chunk per React flush.
      const { destination, stream } = createFlushBatchedStream();
      options.headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(stream, { headers: options.headers, status }));
      pipe(destination as unknown as NodeJS.WritableStream);
    };
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: options.nonce,
      onShellReady() {
        if (!options.waitForAll) send();
      },
      onAllReady() {
        stopAbortTimer();
        if (options.waitForAll) send();
      },
      onShellError(error: unknown) {
        stopAbortTimer();
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellSent) options.onErrorAfterShell(error);
      },
    });
    if (!settled) abortTimer = setTimeout(abort, options.timeoutMs);
  });
}
