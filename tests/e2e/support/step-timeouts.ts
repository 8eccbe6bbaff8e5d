/*
 * Budgets for the steps that do real work, beside playwright.config.ts's 5-second default for
 * everything else. Each is what the step needs on a busy 2-core machine (the server, two browsers
 * and other processes sharing the cores), not on a quiet one; a step that passes returns at once.
 */

/** Hydration downloads, parses and runs the page's scripts in a renderer competing for a core. */
export const hydrationTimeoutMs = 20_000;

/**
 * A password sign-in runs scrypt at production cost (about 260 ms and 128 MB alone; at most two
 * at a time, the rest queued), then renders the dashboard.
 */
export const signInTimeoutMs = 20_000;

/**
 * A scrape from the admin page: the action starts the run, the page asks for its stage every
 * 500 ms, and each stage is a database write between fetching and parsing the source.
 */
export const scrapeStepTimeoutMs = 20_000;
