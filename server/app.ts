import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { RouterContextProvider } from "react-router";
import { loadEnv, type Env } from "~/config/env.server";
import { liveness, readiness } from "./health";
import { loadedReactBuild } from "./react-build";
import { startServices, type Services } from "./services";
import { assignNonce, limitBodySize, refuseCrossSiteWrites, securityHeaders } from "./security";
import { requestInfoContext } from "~/request-context";
import { findUpward } from "~/lib/find-upward.server";
import { setLogger } from "~/observability/logger.server";
import { paymentFormPolicy } from "~/strategy-session/payment-form-policy.server";
import { inlineStylesheet } from "~/layout/inline-stylesheet.server";

/** Largest request body accepted; the site's forms are a few kilobytes. */
const maxBodyBytes = 256 * 1024;

export interface StartOptions {
  env?: Env;
  /** In development, Vite's middlewares serve the client files and hot updates. */
  devMiddleware?: RequestHandler;
}

export interface RunningServer {
  server: Server;
  services: Services;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  shutdown(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const services = await startServices(env);
  const log = services.log;
  setLogger(log);
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
  // RFC 8058: mail providers post one-click unsubscribes from their own servers; the signed token authorises them.
  app.use(refuseCrossSiteWrites(new Set(["/unsubscribe"])));
  app.use(limitBodySize(maxBodyBytes));
  app.use(compression());

  app.get("/healthz", liveness);
  app.get("/readyz", readiness(() => services.database.ping(), log));

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
    const clientDir = findUpward(import.meta.url, "build/client");
    // File names under /assets carry a content hash, so they never change.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          nonce: res.locals.cspNonce as string,
          ip: req.ip ?? "unknown",
          secure: req.secure || env.isProduction,
          siteUrl: env.SITE_URL.replace(/\/+$/, ""),
          log,
        });
        return context;
      },
    }),
  );

  // Errors from Express itself (a missing asset, a malformed request) get a plain answer, never a stack.
  app.use((error: { status?: number; statusCode?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) log.error({ err: error }, "request failed");
    res.status(status).type("text/plain").send(status === 404 ? "Not found" : "Request failed");
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (error) => (error ? reject(error) : resolve(listening)));
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
      await services.stop();
      log.info("shutdown complete");
    })();
    return stopping;
  };
  return { server, services, shutdown };
}
