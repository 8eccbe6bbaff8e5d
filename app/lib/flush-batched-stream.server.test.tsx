import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { createFlushBatchedStream, joinChunks } from "./flush-batched-stream.server";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString("utf8");

describe("createFlushBatchedStream", () => {
  it("joins every write up to a flush into one chunk, strings encoded as UTF-8", async () => {
    const { destination, stream } = createFlushBatchedStream();
    destination.write(new TextEncoder().encode("<p>"));
    destination.write("café ✈");
    destination.write(new TextEncoder().encode("</p>"));
    destination.flush();
    destination.write("<p>later</p>");
    destination.end();
    const chunks = await readAll(stream);
    expect(chunks.map((chunk) => Buffer.from(chunk).toString("utf8"))).toEqual(["<p>café ✈</p>", "<p>later</p>"]);
  });

  it("sends nothing for a flush with nothing written", async () => {
    const { destination, stream } = createFlushBatchedStream();
    destination.flush();
    destination.write("a");
    destination.flush();
    destination.flush();
    destination.end();
    expect(await readAll(stream)).toHaveLength(1);
  });

  it("reports a destroy as a stream error", async () => {
    const { destination, stream } = createFlushBatchedStream();
    destination.write("partial");
    destination.destroy(new Error("render failed"));
    await expect(readAll(stream)).rejects.toThrow("render failed");
  });

  it("tells React the consumer went away when the stream is cancelled", async () => {
    const { destination, stream } = createFlushBatchedStream();
    const onClose = vi.fn();
    destination.on("close", onClose);
    await stream.cancel();
    expect(onClose).toHaveBeenCalledOnce();
    // Writes after a cancel are dropped, not thrown.
    expect(destination.write("x")).toBe(true);
    destination.end();
  });

  it("carries a React render byte for byte, in fewer chunks than React writes", async () => {
    const items = Array.from({ length: 400 }, (_, i) => `item ${i} — ünïcödé`);
    const page = (
      <html lang="en">
        <body>
          <style>{"x".repeat(20_000)}</style>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </body>
      </html>
    );
    const { destination, stream } = createFlushBatchedStream();
    const writes: number[] = [];
    const write = destination.write.bind(destination);
    destination.write = (chunk) => {
      writes.push(typeof chunk === "string" ? chunk.length : chunk.byteLength);
      return write(chunk);
    };
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(page, {
        onAllReady() {
          pipe(destination as unknown as NodeJS.WritableStream);
          resolve();
        },
        onShellError: reject,
      });
    });
    const chunks = await readAll(stream);
    const html = text(chunks);
    expect(html).toContain("<li>item 399 — ünïcödé</li>");
    expect(html.endsWith("</ul></body></html>")).toBe(true);
    expect(writes.length).toBeGreaterThan(3);
    expect(chunks).toHaveLength(1);
  });
});

describe("what the batched flush expects of React", () => {
  const section = 'docs/upgrading-react.md, "The batched flush"';

  function Later({ promise }: { promise: Promise<string> }) {
    return <p>{use(promise)}</p>;
  }

  it("flushes the shell before a suspended part, uses only the calls the destination has, and listens for close", async () => {
    const { destination, stream } = createFlushBatchedStream();
    const used = new Set<string>();
    const events: string[] = [];
    const watched = new Proxy(destination, {
      get(target, key, receiver) {
        if (typeof key === "string") used.add(key);
        if (key === "on") {
          return (event: string, listener: (...args: unknown[]) => void) => {
            events.push(event);
            return target.on(event, listener);
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    let resolve!: (value: string) => void;
    const promise = new Promise<string>((done) => (resolve = done));
    const page = (
      <html lang="en">
        <body>
          <h1>Deals</h1>
          <Suspense fallback={<p>Loading…</p>}>
            <Later promise={promise} />
          </Suspense>
        </body>
      </html>
    );
    await new Promise<void>((shellReady, reject) => {
      const { pipe } = renderToPipeableStream(page, {
        onShellReady() {
          pipe(watched as unknown as NodeJS.WritableStream);
          shellReady();
        },
        onShellError: reject,
      });
    });
    resolve("Amex Gold");
    const chunks = (await readAll(stream)).map((chunk) => Buffer.from(chunk).toString("utf8"));

    expect(chunks.length, `React no longer calls flush() after the shell, so nothing streams: see ${section}`).toBeGreaterThan(1);
    expect(chunks[0]).toContain("Loading…");
    expect(chunks[0]).not.toContain("Amex Gold");
    expect(chunks.join("")).toContain("<p>Amex Gold</p>");
    const known = new Set(["write", "end", "flush", "destroy", "on"]);
    expect(
      [...used].filter((key) => !known.has(key)),
      `React uses more of its destination than PipeDestination has: see ${section}`,
    ).toEqual([]);
    expect(events, `React no longer stops a render whose reader left: see ${section}`).toContain("close");
  });
});

describe("joinChunks", () => {
  it("keeps order and byte lengths of mixed chunks", () => {
    const joined = joinChunks(["é", new Uint8Array([0x41, 0x42]), "✈"]);
    expect(Buffer.from(joined).toString("utf8")).toBe("éAB✈");
    expect(joined.byteLength).toBe(2 + 2 + 3);
  });
});
