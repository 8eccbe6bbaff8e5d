import { isatty } from "node:tty";
import pino, { type Logger } from "pino";
import { prettyFactory } from "pino-pretty";

/** Paths that may carry a secret; pino replaces their values before a line is written. */
export const redactedPaths = [
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "token",
  "*.token",
  "apiKey",
  "*.apiKey",
  "cardNumber",
  "*.cardNumber",
  "cvv",
  "*.cvv",
  "headers.cookie",
  "*.headers.cookie",
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
  "headers.authorization",
  "*.headers.authorization",
  "DATABASE_URL",
  "*.DATABASE_URL",
  "ADMIN_PASSWORD",
  "*.ADMIN_PASSWORD",
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "pointwise" },
      redact: { paths: redactedPaths, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/**
 * The most log output a slow reader of stdout may hold back. Beyond it lines are dropped and
 * counted instead of making requests wait: with pino's default synchronous stdout, a log pipe
 * read slowly (a busy collector, a benchmark reading the log in its own busy process) stalled
 * the whole event loop once the pipe's 64 KB filled.
 */
export const maxBufferedLogBytes = 8 * 1024 * 1024;

const dropReportMessage = "log lines dropped: stdout is read more slowly than the site writes";

export interface StdoutLoggerOptions {
  fd?: number;
  maxBufferedBytes?: number;
  /** How often a count of dropped lines is logged, once the reader has caught up enough to take it. */
  dropReportMs?: number;
  /** Readable lines for a person, or JSON lines for a collector; by default, whichever suits `fd`. */
  format?: LogFormat;
}

export type LogFormat = "pretty" | "json";

/**
 * A terminal is read by a person, who wants one short readable line per event; anything else
 * (a pipe, a file, systemd's journal) is read by a program, which wants JSON.
 */
export function logFormatFor(fd: number): LogFormat {
  return isatty(fd) ? "pretty" : "json";
}

/**
 * Each JSON line turned into a readable one before it enters the same bounded buffer, in this
 * thread: pino's transport would add a worker thread per process, and a stream pipeline would
 * lose what it holds when the process exits, where this keeps the buffer's flush at exit.
 */
function prettyWriter(destination: pino.DestinationStream): pino.DestinationStream {
  const prettify = prettyFactory({ singleLine: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,service" });
  return { write: (line: string) => destination.write(prettify(line)) };
}

/**
 * The server's logger: lines written to stdout asynchronously, with a bounded buffer; JSON, or
 * readable lines on a terminal. Whatever is buffered is flushed synchronously when the process
 * exits (pino registers that for asynchronous destinations), so the last lines before a crash or
 * a shutdown are kept.
 */
export function createStdoutLogger(
  level: string,
  { fd = 1, maxBufferedBytes = maxBufferedLogBytes, dropReportMs = 10_000, format = logFormatFor(fd) }: StdoutLoggerOptions = {},
): Logger {
  const destination = pino.destination({ dest: fd, sync: false, minLength: 0, maxLength: maxBufferedBytes });
  const log = createLogger(level, format === "pretty" ? prettyWriter(destination) : destination);
  let dropped = 0;
  let reportDropped = false;
  // The buffer drops a line synchronously, inside the write that did not fit.
  destination.on("drop", (line: unknown) => {
    if (String(line).includes(dropReportMessage)) reportDropped = true;
    else dropped++;
  });
  setInterval(() => {
    if (dropped === 0) return;
    reportDropped = false;
    log.warn({ dropped }, dropReportMessage);
    // A report that did not fit either is tried again with the count kept, not lost with it.
    if (!reportDropped) dropped = 0;
  }, dropReportMs).unref();
  return log;
}

let current: Logger = createLogger(process.env.LOG_LEVEL ?? "info");

export function setLogger(logger: Logger): void {
  current = logger;
}

export function logger(): Logger {
  return current;
}
