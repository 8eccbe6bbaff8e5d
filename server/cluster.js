// WEB_CONCURRENCY worker processes sharing one port (node:cluster), so the site uses every core
// when it runs on PostgreSQL (decision 015). The first worker leads: it migrates, adds the
// starting content and runs the jobs; the others start once it listens. The primary process only
// forks, restarts and stops workers: it never loads the site, so it stays small.
import cluster from "node:cluster";
import net from "node:net";
import { isatty } from "node:tty";
import pino from "pino";
import { prettyFactory } from "pino-pretty";
import { answerMetricsRequests } from "./cluster-metrics.js";

/** Tells a forked worker whether it leads; read by `workerRole`. */
const roleVariable = "POINTWISE_WORKER_ROLE";
/** A crashed worker comes back after 1 s, then 2, 4 … up to 30 s while it keeps crashing. */
const firstRestartDelayMs = 1_000;
const longestRestartDelayMs = 30_000;
/** A worker that stayed up this long had recovered: its next crash restarts it quickly again. */
const healthyAfterMs = 60_000;
/** Each worker forces its own exit after 15 s (server/main.js); this is the primary's last resort. */
const forceStopAfterMs = 20_000;

/**
 * How many worker processes to run, and a warning when fewer run than WEB_CONCURRENCY asks for.
 * A value that is not a whole number runs one process, whose configuration check names the error.
 */
export function workerPlan(env, { development }) {
  const requested = Number(env.WEB_CONCURRENCY ?? 1);
  if (!Number.isInteger(requested) || requested <= 1) return { workers: 1 };
  if (development) return { workers: 1, warning: `WEB_CONCURRENCY=${requested} ignored: development runs one process` };
  if (!env.DATABASE_URL?.trim()) {
    return {
      workers: 1,
      warning: `WEB_CONCURRENCY=${requested} ignored: the embedded database (PGlite) belongs to one process; set DATABASE_URL to run several workers`,
    };
  }
  return { workers: requested };
}

/** In a worker: its number and whether it leads (server/services.ts ProcessRole); otherwise undefined. */
export function workerRole() {
  if (!cluster.isWorker) return undefined;
  return { worker: cluster.worker.id, leader: process.env[roleVariable] === "leader" };
}

/** Forks `count` workers, keeps them running, and stops them all on SIGTERM or SIGINT. */
export async function runPrimary(count) {
  const log = primaryLogger();
  const port = await portForWorkers(process.env.PORT);
  const slots = Array.from({ length: count }, (_, index) => ({ leader: index === 0, crashes: 0, worker: undefined, timer: undefined }));
  let serving = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (slot) => {
    const worker = cluster.fork({ [roleVariable]: slot.leader ? "leader" : "follower", ...(port ? { PORT: String(port) } : {}) });
    slot.worker = worker;
    slot.startedAt = Date.now();
    worker.once("exit", (code, signal) => exited(slot, worker, code, signal));
    return new Promise((resolve) => worker.once("listening", resolve));
  };

  const exited = (slot, worker, code, signal) => {
    slot.worker = undefined;
    const facts = { workerPid: worker.process.pid, leader: slot.leader, code, signal };
    if (stopping) {
      if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
      if (slots.every((each) => !each.worker)) {
        log.info("all workers stopped");
        process.exit(exitCode);
      }
      return;
    }
    if (!serving) {
      // A worker that cannot start (bad configuration, no database) would fail again: give up.
      log.error(facts, "worker exited while starting");
      stop(1);
      return;
    }
    slot.crashes = Date.now() - slot.startedAt >= healthyAfterMs ? 1 : slot.crashes + 1;
    const restartInMs = Math.min(firstRestartDelayMs * 2 ** (slot.crashes - 1), longestRestartDelayMs);
    log.warn({ ...facts, restartInMs }, "worker exited; restarting it");
    slot.timer = setTimeout(() => fork(slot), restartInMs);
  };

  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const slot of slots) clearTimeout(slot.timer);
    const running = slots.filter((slot) => slot.worker);
    if (running.length === 0) process.exit(exitCode);
    log.info({ workers: running.length }, "stopping workers");
    for (const slot of running) slot.worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.error("workers did not stop in time; killing them");
      for (const slot of slots) slot.worker?.process.kill("SIGKILL");
      process.exit(1);
    }, forceStopAfterMs).unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(exitCode));
  answerMetricsRequests(log);

  log.info({ workers: count, port }, "starting workers");
  const [leader, ...followers] = slots;
  await fork(leader);
  await Promise.all(followers.map(fork));
  serving = true;
}

function primaryLogger() {
  const requested = process.env.LOG_LEVEL?.trim();
  const level = requested && (requested === "silent" || requested in pino.levels.values) ? requested : "info";
  const stdout = pino.destination({ dest: 1, sync: true });
  // On a terminal, the same readable lines as the workers' (app/observability/logger.server.ts).
  const prettify = isatty(1) && prettyFactory({ singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,service" });
  const destination = prettify ? { write: (line) => stdout.write(prettify(line)) } : stdout;
  return pino(
    { level, base: { service: "pointwise", role: "primary", pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
}

/**
 * Workers that all listen on port 0 share the port node:cluster picked for the first, but only
 * while one of them holds it: were all to restart, they would come back on another. So the
 * primary settles PORT=0 on a free port once, before forking. Any other value is left to the workers.
 */
async function portForWorkers(value) {
  if (value?.trim() !== "0") return undefined;
  const probe = net.createServer();
  await new Promise((resolve, reject) => probe.once("error", reject).listen(0, resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
