import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express, { type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, compressDocuments, documentGzip } from "./document-gzip";

const stylesheet = Array.from(
  { length: 900 },
  (_, i) => `.c${i}{margin:${i % 7}px;color:#${(i * 2654435761).toString(16).slice(0, 6)}}`,
).join("");
const head = '<!DOCTYPE html><html lang="en"><head><title>Deals — ✈</title><style id="site-stylesheet">';
const tail = `</style></head><body>${Array.from({ length: 300 }, (_, i) => `<p class="c${i}">Deal ${i} · café</p>`).join("")}</body></html>`;
const page = head + stylesheet + tail;

function encode(chunks: string[], options = { level: 6, stylesheet }) {
  const gzip = documentGzip(options)();
  return Buffer.concat([...chunks.map((chunk) => gzip.push(Buffer.from(chunk))), gzip.finish()]);
}

describe("documentGzip", () => {
  it("inflates to exactly the document, with the stylesheet's shared deflate inside", () => {
    const body = encode([page]);
    expect(zlib.gunzipSync(body).toString("utf8")).toBe(page);
    const shared = zlib.deflateRawSync(Buffer.from(stylesheet), { level: 9, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    expect(body.indexOf(shared)).toBeGreaterThan(0);
  });

  it("is within a few hundred bytes of a single gzip stream of the same document", () => {
    const single = zlib.gzipSync(page, { level: 6 }).byteLength;
    expect(encode([page]).byteLength).toBeLessThan(single + 300);
  });

  it("inflates correctly whatever the chunking, and finds the stylesheet in a later chunk", () => {
    const cut = head.length + stylesheet.length + 40;
    for (const chunks of [
      [head, stylesheet + tail],
      [page.slice(0, 10), page.slice(10, cut), page.slice(cut)],
      // The stylesheet split across chunks is deflated as ordinary bytes.
      [page.slice(0, head.length + 100), page.slice(head.length + 100)],
      [page, ""],
    ]) {
      expect(zlib.gunzipSync(encode(chunks)).toString("utf8")).toBe(page);
    }
  });

  it("handles documents without the stylesheet, without a stylesheet configured, and empty ones", () => {
    expect(zlib.gunzipSync(encode([tail])).toString("utf8")).toBe(tail);
    expect(zlib.gunzipSync(encode([page], { level: 1, stylesheet: "" })).toString("utf8")).toBe(page);
    expect(zlib.gunzipSync(encode([])).toString("utf8")).toBe("");
  });

  it("uses the stylesheet only once per document", () => {
    const twice = page + stylesheet;
    expect(zlib.gunzipSync(encode([twice])).toString("utf8")).toBe(twice);
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["x-gzip", true],
    ["*", true],
    ["br, *;q=0.1", true],
    ["gzip;q=0", false],
    ["gzip;q=0, *", false],
    ["*;q=0", false],
    ["br", false],
    ["identity", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("compressDocuments", () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use(compressDocuments({ level: 6, stylesheet }));
    app.get("/page", (_req, res) => {
      res.type("html").send(page);
    });
    // The way React Router's adapter sends a document: write, flush, write, flush, end.
    app.get("/streamed", (_req, res: Response & { flush?: () => void }) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(Buffer.from(head + stylesheet));
      res.flush?.();
      setTimeout(() => {
        res.write(tail);
        res.flush?.();
        res.end();
      }, 10);
    });
    app.get("/json", (_req, res) => {
      res.json({ page });
    });
    app.get("/tiny", (_req, res) => {
      res.type("html").send("<p>hi</p>");
    });
    app.get("/no-transform", (_req, res) => {
      res.set("Cache-Control", "no-transform").type("html").send(page);
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function get(path: string, acceptEncoding: string, method = "GET") {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${path}`, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });
  }

  it("gzips HTML sent at once or streamed with flushes, and says it varies by Accept-Encoding", async () => {
    for (const path of ["/page", "/streamed"]) {
      const res = await get(path, "gzip, deflate, br");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers["content-length"]).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers.vary).not.toMatch(/Accept-Encoding.*Accept-Encoding/);
      expect(zlib.gunzipSync(res.body).toString("utf8")).toBe(page);
    }
  });

  it("leaves other responses, and clients without gzip, to compression()", async () => {
    const json = await get("/json", "br, gzip");
    expect(json.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(json.body).toString("utf8"))).toEqual({ page });

    const brOnly = await get("/page", "br");
    expect(brOnly.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brOnly.body).toString("utf8")).toBe(page);

    const identity = await get("/page", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString("utf8")).toBe(page);
  });

  it("sends small bodies, no-transform responses and HEAD answers as they are", async () => {
    const tiny = await get("/tiny", "gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString("utf8")).toBe("<p>hi</p>");

    const noTransform = await get("/no-transform", "gzip");
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(noTransform.body.toString("utf8")).toBe(page);

    const head = await get("/page", "gzip", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });
});
