/**
 * Where playwright.config.ts starts the built site for the browser tests. PW_PORT moves it, so
 * two checkouts can run their browser tests side by side.
 */
export const port = Number(process.env.PW_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
