/** The no-JavaScript booking pages, and the action both they and the dialog post to. */
export const bookPagePath = "/concierge/book";
