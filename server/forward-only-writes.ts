interface Write {
  value: number;
  done: Promise<void>;
}

/**
 * Wraps a write of one number per key where the store keeps the greatest it was given (a time
 * that only moves forward), so that one key has at most one write under way: a call while one
 * runs waits for it and then for a single write of the greatest value asked for meanwhile. A
 * client asking for the same cached page in a loop then costs one database round trip at a time,
 * not one per request. Each call resolves once a write of its value, or a greater one, is done,
 * and rejects if that write failed.
 */
export function forwardOnlyWrites(write: (key: string, value: number) => Promise<void>): (key: string, value: number) => Promise<void> {
  const running = new Map<string, Write>();
  const following = new Map<string, Write>();

  const start = (key: string, value: number): Promise<void> => {
    const current: Write = { value, done: Promise.resolve() };
    current.done = Promise.resolve()
      .then(() => write(key, value))
      .finally(() => {
        if (running.get(key) === current) running.delete(key);
      });
    running.set(key, current);
    return current.done;
  };

  return (key, value) => {
    const current = running.get(key);
    if (current && current.value >= value) return current.done;
    const next = following.get(key);
    if (next) {
      next.value = Math.max(next.value, value);
      return next.done;
    }
    if (!current) return start(key, value);
    const queued: Write = { value, done: Promise.resolve() };
    queued.done = current.done
      .catch(() => undefined)
      .then(() => {
        following.delete(key);
        return start(key, queued.value);
      });
    following.set(key, queued);
    return queued.done;
  };
}
