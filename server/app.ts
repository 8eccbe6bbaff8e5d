import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { RouterContextProvider } from "react-router";
import { loadEnv, type Env } from "~/config/env.server";
import { liveness, readiness, siteReadiness } from "./health";
import { compressDocuments } from "./document-gzip";
import { renderTurns } from "./client-render-turns";
import { refuseLoginWhenBusy } from "./login-busy";
import { limitPostsPerClient } from "./post-budget";
import { redirectRespelledPages, requestTargets } from "./request-target";
import { privateResponses } from "./private-responses";
import { clientKeys } from "./client-key";
import { createPageCache } from "./page-cache";
import { forwardOnlyWrites } from "./forward-only-writes";
import { startMetrics, type ShareMetrics } from "./metrics";
import { decodedPath, listPublicFiles } from "./public-files";
import { loadedReactBuild } from "./react-build";
import { startServices, singleProcess, type ProcessRole, type Services } from "./services";
import { assignNonce, limitBodySize, refuseCrossSiteWrites, securityHeaders } from "./security";
import { requestInfoContext } from "~/request-context";
import { walletImportPath } from "~/account/paths";
import { maxRefusedUploadBytes } from "~/wallet/wallet-import.server";
import { findUpward } from "~/lib/find-upward.server";
import { RouteTable, routeTableContext } from "~/lib/route-table";
import { setLogger } from "~/observability/logger.server";
import { paymentFormPolicy } from "~/strategy-session/payment-form-policy.server";
import { inlineStylesheet } from "~/lib/inline-stylesheet.server";
import { hasSignedDeviceCookie, loginPath } from "~/admin/sign-in/device-cookie.server";
import { passwordCheckCapacity } from "~/admin/sign-in/login.server";
import { minimumFillMs, noteCachedFormPage } from "~/security/form-guard.server";
import { shareFormPostHold } from "~/security/form-post-hold.server";

/**
 * zlib level for the bytes around the reused stylesheet: the last of zlib's fast levels, much
 * cheaper than the default 6 for a slightly larger body (decision 022). The page cache compresses
 * its copies separately, at the highest levels.
 */
const documentGzipLevel = 3;

/** Largest request body accepted; the site's forms are a few kilobytes. */
const maxBodyBytes = 256 * 1024;

export interface StartOptions {
  env?: Env;
  /** In development, Vite's middlewares serve the client files and hot updates. */
  devMiddleware?: RequestHandler;
  /** Set by server/cluster.js in a worker process; one process alone leads. */
  role?: ProcessRole;
  /** Set by server/main.js in a cluster worker, so /metrics covers every worker. */
  shareMetrics?: ShareMetrics;
}

export interface RunningServer {
  server: Server;
  services: Services;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  shutdown(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const services = await startServices(env, options.role ?? singleProcess);
  const log = services.log;
  setLogger(log);
  // The routes' own policies (their `handle`s), read once: in development a change to one needs a restart.
  const serverRoutes = (await import("virtual:react-router/server-build")).routes;
  const routeTable = new RouteTable(serverRoutes);
  // Every gate counts a request by the route it reaches and by its client, each worked out once.
  const targetOf = requestTargets(serverRoutes);
  const clientOf = clientKeys(env.RATE_LIMIT_IPV6_PREFIX, env.TRUST_PROXY);
  // Where other instances must hear of a cached form page: one database write per client at a
  // time, however often it asks for one.
  const formMinimumFillMs = minimumFillMs();
  const tellOtherInstances = forwardOnlyWrites((client, until) => shareFormPostHold(client, new Date(until)));
  const pageCache =
    env.PAGE_CACHE === "on"
      ? createPageCache({
          maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
          maxAgeMs: env.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
          trustProxy: env.TRUST_PROXY,
          log,
          routes: routeTable,
          targetOf,
          formPageServed: (req) =>
            noteCachedFormPage(
              clientOf(req),
              new Date(),
              (client, until) => tellOtherInstances(client, until.getTime()),
              formMinimumFillMs,
            ),
        })
      : undefined;
  const build = options.devMiddleware ? undefined : await import("virtual:react-router/server-build");
  const clientDir = options.devMiddleware ? undefined : findUpward(import.meta.url, "build/client");
  // Only the few files the build has outside /assets: every other path is a page, and asking the
  // disk about it first (a stat per request) cost about 3% of an uncached render's CPU.
  const publicFiles = clientDir ? listPublicFiles(clientDir, ["assets"]) : new Set<string>();
  const metrics = env.METRICS_TOKEN
    ? await startMetrics({
        token: env.METRICS_TOKEN,
        database: services.database,
        leader: (options.role ?? singleProcess).leader,
        routes: (build ?? (await import("virtual:react-router/server-build"))).routes,
        publicFiles,
        shareMetrics: options.shareMetrics,
        log,
      })
    : undefined;
  const app = express();
  app.disable("x-powered-by");
  app.set("env", env.NODE_ENV);
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(assignNonce);
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, "request");
    });
    next();
  });
  // Read at start, so a build without its stylesheet fails here rather than on the first page.
  const inlineStyleHashes = options.devMiddleware ? [] : [inlineStylesheet().cspHash];
  app.use(securityHeaders({ development: !!options.devMiddleware, paymentForms: paymentFormPolicy(env), inlineStyleHashes }));
  app.use(refuseCrossSiteWrites(targetOf));
  // The wallet import reads a refused file of up to 16 MB, so a browser sees the message beside its field.
  app.use(limitBodySize(maxBodyBytes, { [walletImportPath]: maxRefusedUploadBytes }));
  app.use(redirectRespelledPages(targetOf));
  // Before any work on a post: one client's flood, or a flood of sign-ins, is refused for the cost of a lookup.
  app.use(limitPostsPerClient({ targetOf, clientOf }));
  app.use(refuseLoginWhenBusy({ path: loginPath, targetOf, maxInFlight: passwordCheckCapacity, knownBrowser: hasSignedDeviceCookie }));
  app.use(compression());
  // Rendered HTML is gzipped here instead, reusing the inline stylesheet's deflate (decision 022).
  if (!options.devMiddleware) app.use(compressDocuments({ level: documentGzipLevel, stylesheet: inlineStylesheet().css }));

  app.get("/healthz", liveness);
  app.get("/readyz", readiness(siteReadiness(services.database, services.boss), log));
  // Before the page cache and render turns: a scrape is never cached, held or counted as a render.
  if (metrics) app.get("/metrics", metrics.endpoint);

  if (pageCache) app.use(pageCache.middleware);

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
    // File names under /assets carry a content hash, so they never change.
    app.use(
      "/assets",
      express.static(path.join(clientDir!, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    const servePublicFile = express.static(clientDir!, { maxAge: "1h", index: false });
    app.use((req, res, next) => (publicFiles.has(decodedPath(req.path) ?? "") ? servePublicFile(req, res, next) : next()));
  }

  app.use(renderTurns({ targetOf, clientOf }));
  app.use(privateResponses(targetOf));
  app.all(
    "/{*splat}",
    createRequestHandler({
      // React Router derives its route table from the build on every call of a build function,
      // which is what hot reloading needs; in production the build never changes, so derive once.
      build: build ?? (() => import("virtual:react-router/server-build")),
      mode: env.NODE_ENV,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          nonce: res.locals.cspNonce as string,
          ip: clientOf(req),
          secure: req.secure || env.isProduction,
          siteUrl: env.SITE_URL.replace(/\/+$/, ""),
          log,
        });
        context.set(routeTableContext, routeTable);
        return context;
      },
    }),
  );

  // Errors from Express itself (a missing asset, a malformed request) get a plain answer, never a stack.
  app.use((error: { status?: number; statusCode?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) log.error({ err: error }, "request failed");
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not found" : "Request failed");
  });

  // Cache hits are answered before Express: the cheapest path is the one most requests take.
  const handle: http.RequestListener = pageCache ? (req, res) => pageCache.serve(req, res) || app(req, res) : app;
  const server = http.createServer(
    metrics
      ? (req, res) => {
          metrics.observe(req, res);
          handle(req, res);
        }
      : handle,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Browsers keep connections open; shorter than a typical proxy's idle time avoids resets.
  server.keepAliveTimeout = 65_000;
  log.info(
    { port: (server.address() as AddressInfo).port, database: services.database.kind, reactBuild: loadedReactBuild() },
    "server listening",
  );

  let stopping: Promise<void> | undefined;
  const shutdown = () => {
    stopping ??= (async () => {
      log.info("shutting down: finishing in-flight requests");
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      pageCache?.stop();
      await services.stop();
      log.info("shutdown complete");
    })();
    return stopping;
  };
  return { server, services, shutdown };
}
