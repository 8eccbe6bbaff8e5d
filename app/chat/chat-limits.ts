/** The longest message the assistant reads; a trip fits in far fewer characters. */
export const maxMessageLength = 500;
/** Earlier turns sent with a message: enough for any follow-up, bounded for the server. */
export const maxHistoryTurns = 30;
/**
 * The visitor's earlier messages the server reads again with each message: a trip's six parts
 * given one at a time, plus corrections. Older ones no longer change the trip in practice.
 */
export const maxReplayedMessages = 8;
