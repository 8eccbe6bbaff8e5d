import pino, { type Logger } from "pino";

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

export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
): Logger {
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

let current: Logger = createLogger(process.env.LOG_LEVEL ?? "info");

export function setLogger(logger: Logger): void {
  current = logger;
}

export function logger(): Logger {
  return current;
}
