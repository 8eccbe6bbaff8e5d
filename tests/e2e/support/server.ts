/** Where playwright.config.ts starts the built site for the browser tests. */
export const port = 3210;
export const baseURL = `http://localhost:${port}`;
