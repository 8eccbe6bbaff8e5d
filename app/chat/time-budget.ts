/** Thrown when the work has used its time; whoever started the budget catches it and answers briefly. */
export class OutOfTime extends Error {
  constructor() {
    super("out of time");
  }
}

/**
 * A deadline on the monotonic clock, checked between steps whose own cost is bounded, so the
 * work stops within one step of the deadline whatever the input. The clock is passed in for tests.
 */
export class TimeBudget {
  private readonly deadline: number;

  constructor(
    milliseconds: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.deadline = now() + milliseconds;
  }

  check(): void {
    if (this.now() > this.deadline) throw new OutOfTime();
  }
}
