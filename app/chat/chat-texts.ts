/** The chat widget's texts, defined once. */
export const chatTexts = {
  title: "Flight Search Assistant",
  greeting: "Hi! I can help you search for flights.",
  placeholder: "Ask about flights...",
  send: "Send",
  examplePrompt: "Find flights from New York to LHR on March 5 in business class",
  exampleLabel: "Try an example:",
  failureTitle: "Error",
  failureMessage: "Failed to send message. Please try again.",
} as const;
