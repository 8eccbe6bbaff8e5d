/** A task refused because `maxWaiting` others were already waiting for a slot. */
export class QueueFullError extends Error {
  override name = "QueueFullError";
}

export interface ConcurrencyLimit {
  /**
   * Runs `task` once one of the slots is free, in arrival order. A priority task waits ahead of
   * every ordinary one, and when the queue is full takes the place of the newest ordinary waiter
   * (which is refused), so a flood of ordinary work can delay it by one task, never refuse it.
   * Rejects with QueueFullError at once when the queue is full.
   */
  run<T>(task: () => Promise<T>, options?: { priority?: boolean }): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  /** The most tasks that have run at once, for tests and benchmarks. */
  readonly peak: number;
}

interface Waiter {
  priority: boolean;
  start(): void;
  refuse(): void;
}

export function createConcurrencyLimit({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): ConcurrencyLimit {
  let running = 0;
  let peak = 0;
  const queue: Waiter[] = [];

  async function start<T>(task: () => Promise<T>): Promise<T> {
    running += 1;
    peak = Math.max(peak, running);
    try {
      return await task();
    } finally {
      running -= 1;
      queue.shift()?.start();
    }
  }

  function run<T>(task: () => Promise<T>, { priority = false } = {}): Promise<T> {
    if (running < concurrency) return start(task);
    if (queue.length >= maxWaiting) {
      const displaced = priority ? queue.findLastIndex((waiter) => !waiter.priority) : -1;
      if (displaced === -1) return Promise.reject(new QueueFullError("too many tasks waiting"));
      queue.splice(displaced, 1)[0]!.refuse();
    }
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        priority,
        start: () => void start(task).then(resolve, reject),
        refuse: () => reject(new QueueFullError("too many tasks waiting")),
      };
      const firstOrdinary = queue.findIndex((other) => !other.priority);
      if (priority && firstOrdinary !== -1) queue.splice(firstOrdinary, 0, waiter);
      else queue.push(waiter);
    });
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
  };
}
