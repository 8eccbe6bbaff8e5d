import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";

/** The PostgreSQL NOTIFY channel on which instances sharing one database announce content changes. */
export const contentChannelName = "pointwise_content";

/** NOTIFY payloads must stay under 8000 bytes; a reason is a short label, cut to be safe. */
const maxReasonLength = 200;
const firstReconnectDelayMs = 100;
const maxReconnectDelayMs = 5_000;

export interface ContentChannelOptions {
  url: string;
  /** Sends one statement on the app's own pool, so announcing does not wait on the listen connection. */
  execute(text: string, values: unknown[]): Promise<unknown>;
  /** A change another instance made, or a reconnect after which notifications may have been missed. */
  onRemoteChange(reason: string): void;
  log: Pick<Logger, "info" | "warn">;
}

export interface ContentChannel {
  /** Tells the other instances; this instance ignores its own notifications. */
  publish(reason: string): void;
  stop(): Promise<void>;
  /** The listen connection's application_name, unique per instance (tests cut it to see a reconnect). */
  applicationName: string;
}

interface Announcement {
  instance: string;
  reason: string;
}

/**
 * Opens a dedicated LISTEN connection (a pooled one would be handed to other queries) and resolves
 * once it listens. If it drops, it reconnects with a growing delay, and treats the reconnect as a
 * change because anything announced while it was down was lost.
 */
export async function startContentChannel(options: ContentChannelOptions): Promise<ContentChannel> {
  const instance = randomUUID();
  const applicationName = `pointwise-content-${instance.slice(0, 8)}`;
  let client: pg.Client | undefined;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let delay = firstReconnectDelayMs;
  let listenedBefore = false;

  const receive = (payload: string | undefined) => {
    let announcement: Partial<Announcement> = {};
    try {
      announcement = JSON.parse(payload ?? "") as Announcement;
    } catch {
      // Not ours to read, but something changed: treat it as a change rather than miss one.
    }
    if (announcement.instance === instance) return;
    options.onRemoteChange(`from another instance: ${announcement.reason ?? "unknown"}`);
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, delay);
    delay = Math.min(delay * 2, maxReconnectDelayMs);
  };

  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    options.log.warn("content change listener lost its connection; reconnecting");
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url, application_name: applicationName });
    next.on("notification", (message) => {
      if (message.channel === contentChannelName) receive(message.payload);
    });
    next.on("error", () => drop(next));
    next.on("end", () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${contentChannelName}`);
    } catch (error) {
      next.end().catch(() => {});
      options.log.warn({ err: error }, "content change listener could not connect");
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    delay = firstReconnectDelayMs;
    const reconnected = listenedBefore;
    listenedBefore = true;
    if (reconnected) {
      options.log.info("content change listener reconnected");
      options.onRemoteChange("listen connection restored");
    }
  };

  await connect();
  return {
    applicationName,
    publish(reason) {
      const payload = JSON.stringify({ instance, reason: reason.slice(0, maxReasonLength) } satisfies Announcement);
      options.execute("select pg_notify($1, $2)", [contentChannelName, payload]).catch((error: unknown) => {
        options.log.warn({ err: error, reason }, "could not announce a content change to other instances");
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
