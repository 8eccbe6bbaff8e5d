import { bonusSourcePort } from "./server";

/**
 * The fake transfer-bonus page and scraping service the transfer-bonus spec serves; the test
 * server is pointed at it (playwright.config.ts), on a port derived from PW_PORT.
 */
export const bonusSourceOrigin = `http://127.0.0.1:${bonusSourcePort}`;
