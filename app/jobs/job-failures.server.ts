import type PgBoss from "pg-boss";

type Handler = (jobs: PgBoss.Job<unknown>[]) => Promise<unknown>;

/**
 * Calls `onFailure` with the queue's name for every job that fails in this process: a handler
 * that throws (pg-boss then fails its jobs), and a job a handler fails itself with `boss.fail`
 * (email delivery does, to have a message retried later). pg-boss has no event for either, so
 * the instance's `work` and `fail` are wrapped before any queue is worked.
 */
export function countJobFailures(boss: PgBoss, onFailure: (queue: string, jobs: number) => void): void {
  const work = boss.work.bind(boss) as (name: string, ...rest: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...rest: unknown[]) => {
    const handler = rest.pop() as Handler;
    return work(name, ...rest, async (jobs: PgBoss.Job<unknown>[]) => {
      try {
        return await handler(jobs);
      } catch (error) {
        onFailure(name, jobs.length);
        throw error;
      }
    });
  }) as PgBoss["work"];

  const fail = boss.fail.bind(boss) as (name: string, ids: string | string[], ...rest: unknown[]) => Promise<void>;
  boss.fail = ((name: string, ids: string | string[], ...rest: unknown[]) => {
    onFailure(name, Array.isArray(ids) ? ids.length : 1);
    return fail(name, ids, ...rest);
  }) as PgBoss["fail"];
}

const running = new WeakSet<PgBoss>();

/**
 * Whether the queue was started and has not stopped since, for /readyz. pg-boss keeps this
 * private; `watchJobQueue` follows it from the outside.
 */
export function jobQueueRunning(boss: PgBoss): boolean {
  return running.has(boss);
}

/** Call once `boss.start()` has resolved. */
export function watchJobQueue(boss: PgBoss): void {
  running.add(boss);
  boss.once("stopped", () => running.delete(boss));
}
