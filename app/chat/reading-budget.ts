/** Thrown when a request's reading has done all the work it may; whoever made the budget answers briefly. */
export class OverBudget extends Error {
  constructor() {
    super("over its reading budget");
  }
}

/**
 * Edit-distance work one request's reading may do, counted in units: one per known name a
 * misspelling is weighed against, and one per cell of each distance table's band. Counts, not a
 * clock, so one request always gets the same answer however busy the machine is (decision 029).
 */
export const maxReadingWorkUnits = 60_000;

/** The work of one request's reading, counted as it is done; past its limit it throws OverBudget. */
export class ReadingBudget {
  private spent = 0;

  constructor(private readonly limit = maxReadingWorkUnits) {}

  spend(units: number): void {
    this.spent += units;
    if (this.spent > this.limit) throw new OverBudget();
  }

  get used(): number {
    return this.spent;
  }
}
