/** Thrown when the work has used its time; whoever started the budget catches it and answers briefly. */
export class OutOfTime extends Error {
  constructor() {
    super("out of time");
  }
}

export type Clock = () => number;

/** Milliseconds on the monotonic clock. */
export const wallClock: Clock = () => performance.now();

/** Milliseconds of CPU the process has used, on all its threads. */
export const processCpuClock: Clock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * A deadline, checked between steps whose own cost is bounded, so the work stops within one
 * step of it whatever the input. It has passed when every clock says so: the monotonic clock
 * alone also counts the time a busy machine gives to other processes, and the process's CPU
 * clock alone also counts its other threads (compression, garbage collection). The clock
 * that is cheaper to read comes first and the next is read only once it has run out.
 */
export class TimeBudget {
  private readonly starts: number[];

  constructor(
    private readonly milliseconds: number,
    private readonly clocks: readonly Clock[] = [wallClock, processCpuClock],
  ) {
    this.starts = clocks.map((clock) => clock());
  }

  check(): void {
    if (this.clocks.every((clock, i) => clock() - this.starts[i]! > this.milliseconds)) throw new OutOfTime();
  }
}
