/** The longest message the assistant reads; a trip fits in far fewer characters. */
export const maxMessageLength = 500;
/** Earlier turns sent with a message: enough for any follow-up, bounded for the server. */
export const maxHistoryTurns = 30;
/**
 * The visitor's earlier messages the server reads again with each message, the latest first:
 * at most eight (a trip's six parts given one at a time, and corrections), and no more
 * characters in all than two full messages. A real conversation fits in far less; reading
 * dates costs up to a few milliseconds per full message.
 */
export const maxReplayedMessages = 8;
export const maxReplayedCharacters = 2 * maxMessageLength;
