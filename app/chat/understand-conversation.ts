import { OverBudget, ReadingBudget } from "./reading-budget";
import { emptyConversation, questions, understand, type UnderstandContext, type Understanding } from "./understand";

/**
 * Understands a message after the visitor's earlier messages, read again in order. Only the
 * visitor's own words are trusted: the assistant's replies in the history are never read back
 * as facts. Past the work its budget allows it stops and asks for the trip again, in one short
 * message; the budget counts work, so the same request always gets the same answer.
 */
export function understandConversation(
  message: string,
  earlierMessages: readonly string[],
  context: UnderstandContext,
  budget = new ReadingBudget(),
): Understanding {
  const counted = { ...context, budget };
  try {
    let state = emptyConversation;
    for (const earlier of earlierMessages) state = understand(earlier, state, counted).state;
    return understand(message, state, counted);
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    return { kind: "question", question: questions.overBudget, state: emptyConversation };
  }
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
 * once, so no visitor's first message waits for it.
 */
export function warmUpUnderstanding(context: UnderstandContext): void {
  for (let run = 0; run < 2; run++) {
    for (const message of warmUpMessages) understand(message, emptyConversation, context);
  }
}
