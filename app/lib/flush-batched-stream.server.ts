type Listener = (...args: unknown[]) => void;

/**
 * The part of a Node writable that React's `renderToPipeableStream(...).pipe()` uses: `write`,
 * `end`, `flush` (called after each batch of completed work), `destroy`, and `on` for
 * "drain", "error" and "close".
 */
export interface PipeDestination {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  flush(): void;
  destroy(error?: unknown): void;
  on(event: string, listener: Listener): PipeDestination;
}

/**
 * A destination for React's pipeable stream that feeds a web `ReadableStream` directly, one
 * chunk per React flush. React makes many small writes, then calls `flush()` once everything
 * ready is written, and the adapter writes and flushes (so compresses) each chunk it gets: joining
 * the writes at React's flush points keeps streaming where React streams and sends the shell as
 * one chunk (decision 022).
 *
 * Backpressure: `write` always reports capacity. React renders the whole document regardless
 * of the consumer (it only defers writing), so holding the bytes here costs no more memory than
 * holding them in React; a consumer that cancels (the visitor left) emits "close", which
 * aborts React's render.
 */
export function createFlushBatchedStream(): { destination: PipeDestination; stream: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pending: (Uint8Array | string)[] = [];
  let done = false;
  const listeners = new Map<string, Listener[]>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      if (done) return;
      done = true;
      pending = [];
      emit("close");
    },
  });

  const flush = () => {
    if (done || pending.length === 0) return;
    controller.enqueue(joinChunks(pending));
    pending = [];
  };

  const destination: PipeDestination = {
    write(chunk) {
      if (!done) pending.push(chunk);
      return true;
    },
    flush,
    end() {
      flush();
      if (done) return;
      done = true;
      controller.close();
    },
    destroy(error) {
      if (done) return;
      done = true;
      pending = [];
      controller.error(error);
    },
    on(event, listener) {
      const list = listeners.get(event);
      if (list) list.push(listener);
      else listeners.set(event, [listener]);
      return destination;
    },
  };
  return { destination, stream };
}

/** One buffer holding the chunks in order; strings are encoded as UTF-8. */
export function joinChunks(chunks: readonly (Uint8Array | string)[]): Uint8Array {
  // React never writes into a view it has handed over (it starts a new one), so one can pass as is.
  const [first] = chunks;
  if (chunks.length === 1 && first !== undefined && typeof first !== "string") return first;
  let length = 0;
  for (const chunk of chunks) length += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.byteLength;
  const joined = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (typeof chunk === "string") offset += joined.write(chunk, offset);
    else {
      joined.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return joined;
}
