// Starts the site: the built server bundle in production, or Vite's dev server in development.
// With WEB_CONCURRENCY above 1 on PostgreSQL this process forks workers instead (server/cluster.js),
// and each worker runs this file again to serve.
import cluster from "node:cluster";
import v8 from "node:v8";
import { runPrimary, workerPlan, workerRole } from "./cluster.js";
import { openAddress } from "./open-address.js";
import { shareMetricsWithPrimary } from "./cluster-metrics.js";

// The next full collection comes once the old generation is 20% above what survived the last
// one, not the several times that V8 allows by default (decision 021). The heap limit is
// untouched: a heavier page costs more collections, never a crash. The flag is read at every
// collection, so setting it here works for every way this file is started (npm start, cluster
// workers, the tests' built server); size flags such as --max-old-space-size would not (fixed
// when the process starts).
const heapGrowingPercent = 20;
if (!/--heap[-_]growing[-_]percent/.test(`${process.execArgv.join(" ")} ${process.env.NODE_OPTIONS ?? ""}`)) {
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}

// Production unless told otherwise, set before anything loads React, which picks its build from it.
process.env.NODE_ENV ||= "production";
const development = process.env.NODE_ENV === "development";
const plan = workerPlan(process.env, { development });

if (cluster.isPrimary && plan.workers > 1) {
  await runPrimary(plan.workers);
} else {
  await serve();
}

async function serve() {
  const started = performance.now();
  const role = workerRole();
  let app;
  try {
    if (development) {
      const { createServer } = await import("vite");
      const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
      const { startServer } = await vite.ssrLoadModule("./server/app.ts");
      app = await startServer({ devMiddleware: vite.middlewares });
      process.once("SIGTERM", () => vite.close());
    } else {
      const { startServer } = await import("../build/server/index.js").catch((error) => {
        if (error?.code === "ERR_MODULE_NOT_FOUND") {
          console.error("No production build found: run `npm run build` first (or `npm run dev`).");
          process.exit(1);
        }
        throw error;
      });
      app = await startServer({ role, shareMetrics: role ? shareMetricsWithPrimary : undefined });
    }
  } catch (error) {
    console.error(error?.name === "ConfigError" ? error.message : error);
    process.exit(1);
  }

  const url = openAddress(app.services.env.HOST, app.server.address().port);
  app.services.log.info({ ms: Math.round(performance.now() - started), url }, `started: open ${url}`);
  if (plan.warning) app.services.log.warn(plan.warning);

  const forceExitAfterMs = 15_000;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      setTimeout(() => {
        app.services.log.error("shutdown took too long; exiting");
        process.exit(1);
      }, forceExitAfterMs).unref();
      app.shutdown().then(
        () => process.exit(0),
        (error) => {
          app.services.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
