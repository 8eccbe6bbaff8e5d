/**
 * Where playwright.config.ts starts the built site for the browser tests. PW_PORT moves it, so
 * two checkouts can run their browser tests side by side.
 */
export const port = Number(process.env.PW_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

/*
 * Every other port the suite opens, as an offset from `port`, each used once so that specs
 * running side by side never collide.
 */
/** The fake transfer-bonus page and scraping service (bonus-source.ts). */
export const bonusSourcePort = port + 100;
/** The stand-in for the seats.aero Partner API (seats-aero.ts). */
export const fakeSeatsAeroPort = port + 200;
/** The sites of their own that two admin specs start. */
export const recentPasswordSitePort = port + 300;
export const secondFactorSitePort = port + 400;
/** The loopback SMTP server the site sends to (mailbox.ts). */
export const smtpPort = port + 1000;
