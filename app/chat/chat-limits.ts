/** The longest message the assistant reads; a trip fits in far fewer characters. */
export const maxMessageLength = 500;
/** Earlier turns sent with a message: enough for any follow-up, bounded for the server. */
export const maxHistoryTurns = 30;
