import { Suspense, use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument, type RenderDocumentOptions } from "./render-document.server";

const options = (overrides: Partial<RenderDocumentOptions> = {}): RenderDocumentOptions => ({
  nonce: "n0nce",
  waitForAll: false,
  status: 200,
  headers: new Headers(),
  timeoutMs: 6_000,
  onErrorAfterShell: () => {},
  ...overrides,
});

function Later({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

function Page({ promise }: { promise?: Promise<string> }) {
  return (
    <html lang="en">
      <body>
        <h1>Deals</h1>
        {promise && (
          <Suspense fallback={<p>Loading…</p>}>
            <Later promise={promise} />
          </Suspense>
        )}
      </body>
    </html>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("renderDocument", () => {
  it("streams the document as HTML with the status it was given", async () => {
    const response = await renderDocument(<Page />, options({ status: 404 }));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<h1>Deals</h1>");
  });

  it("leaves no timer behind once the render is complete, so nothing keeps the render alive", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await renderDocument(<Page promise={Promise.resolve("Chase Sapphire")} />, options());
    expect(await response.text()).toContain("Chase Sapphire");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("still aborts a render that never finishes, sending the fallback, once its time is up", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const never = new Promise<string>(() => {});
    const errors: unknown[] = [];
    const response = await renderDocument(<Page promise={never} />, options({ onErrorAfterShell: (error) => errors.push(error) }));
    expect(vi.getTimerCount()).toBe(1);
    const body = response.text();
    await vi.advanceTimersByTimeAsync(6_000);
    const html = await body;
    expect(html).toContain("<h1>Deals</h1>");
    expect(html).toContain("Loading…");
    expect(errors).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("for a crawler, waits for everything and sends it in place", async () => {
    let resolve!: (value: string) => void;
    const promise = new Promise<string>((done) => (resolve = done));
    const pending = renderDocument(<Page promise={promise} />, options({ waitForAll: true }));
    let answered = false;
    void pending.then(() => (answered = true));
    await new Promise((done) => setTimeout(done, 20));
    expect(answered).toBe(false);
    resolve("Amex Gold");
    const html = await (await pending).text();
    expect(html).toContain("<p>Amex Gold</p>");
    expect(html).not.toContain("Loading…");
  });
});
