import { OutOfTime, TimeBudget } from "./time-budget";
import { emptyConversation, questions, understand, type UnderstandContext, type Understanding } from "./understand";

/**
 * Time one request's understanding may take (see TimeBudget), so it never holds the server's
 * thread much longer. A real conversation takes well under 2 ms; the limits on what is read
 * keep even a hostile one near 10 ms, and this stops whatever they did not foresee.
 */
export const understandingBudgetMs = 15;

/** Tries a reading gets, each with a fresh budget (see understandConversation). */
const readingTries = 2;

/** Reads the conversation within one budget; throws OutOfTime past it. */
function readWithin(message: string, earlierMessages: readonly string[], context: UnderstandContext, budget: TimeBudget): Understanding {
  const timed = { ...context, budget };
  let state = emptyConversation;
  for (const earlier of earlierMessages) {
    budget.check();
    state = understand(earlier, state, timed).state;
  }
  budget.check();
  return understand(message, state, timed);
}

/**
 * Understands a message after the visitor's earlier messages, read again in order. Only the
 * visitor's own words are trusted: the assistant's replies in the history are never read back
 * as facts. Past its time budget it stops and asks for the trip again, in one short message.
 *
 * A reading that runs out is tried once more with a fresh budget. A pause of the whole process
 * (a garbage collection, most often on the first requests after start) counts on every clock,
 * so it can use a budget up while an honest message is read; the second try rarely meets one.
 * A message that is itself too costly runs out twice, so one request costs at most `readingTries` budgets.
 */
export function understandConversation(
  message: string,
  earlierMessages: readonly string[],
  context: UnderstandContext,
  newBudget: () => TimeBudget = () => new TimeBudget(understandingBudgetMs),
): Understanding {
  for (let attempt = 0; attempt < readingTries; attempt++) {
    try {
      return readWithin(message, earlierMessages, context, newBudget());
    } catch (error) {
      if (!(error instanceof OutOfTime)) throw error;
    }
  }
  return { kind: "question", question: questions.outOfTime, state: emptyConversation };
}

/** Messages that take most paths through the reading: places, misspellings, every kind of date. */
const warmUpMessages = [
  "business class from New Yrok to London between March 5 and March 12 at 10am, 2 adults, nonstop",
  "Paris → Tokio May 5-10 2027, 3/14 12:30, tomorrow or next friday, the week after, in June, this weekend",
  "SFO LAX for 2 – just me — Zürich 東京 🛫 1234 the first week of june, connections are fine, a day earlier",
];

/**
 * The first readings in a process are slow: V8 interprets each regular expression once before
 * compiling it, and chrono has many large ones (some 170 ms in all). The server pays that here,
 * once, before any visitor's budget counts.
 */
export function warmUpUnderstanding(context: UnderstandContext): void {
  for (let run = 0; run < 2; run++) {
    for (const message of warmUpMessages) understand(message, emptyConversation, context);
  }
}
