/**
 * Where playwright.config.ts starts the built site for the browser tests. PW_PORT moves it, so
 * two checkouts can run their browser tests side by side.
 */
export const port = Number(process.env.PW_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

/*
 * Ports the suite opens beside the site, as offsets from `port`, each used once so that specs
 * running side by side never collide: +100 the fake bonus source, +200 the fake seats.aero,
 * +300 and +400 the sites of their own that two admin specs start, +1000 the loopback SMTP server.
 */
export const recentPasswordSitePort = port + 300;
export const secondFactorSitePort = port + 400;
