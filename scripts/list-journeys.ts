/*
 * Writes docs/browser-journeys.md: every browser journey (`playwright test --list`), and for each
 * check that left Chromium, where it is checked now (`vitest list` of the HTML tests, or the
 * browser test it joined). Fails if a moved check is still in the browser suite or its new home
 * is missing, so the page cannot go stale. `--before <file>` also checks that every journey of
 * an older `playwright test --list` output is either still listed or accounted for.
 *
 *   npx tsx scripts/list-journeys.ts [--before /tmp/pw-list-before.txt]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publicPages, type SitePage } from "../tests/e2e/support/site";

const root = path.resolve(import.meta.dirname, "..");
const htmlTests = [
  "tests/integration/public-pages-html.test.ts",
  "tests/integration/content-pages-html.test.ts",
  "tests/integration/no-js-journeys-public.test.ts",
  "tests/integration/no-js-journeys-admin.test.ts",
  "tests/integration/no-js-journeys-newsletter.test.ts",
  "tests/integration/transfer-bonuses.test.ts",
  "tests/integration/no-js-journeys-partners.test.ts",
  "tests/integration/no-js-journeys-privacy.test.ts",
  "tests/integration/no-js-journeys-bonus-alerts.test.ts",
  "tests/integration/no-js-journeys-admin-accounts.test.ts",
];

/** `file › describe › title`, without the line number, the same in both suites. */
type Id = string;

function browserJourneys(listing: string): Map<Id, string> {
  const journeys = new Map<Id, string>();
  for (const line of listing.split("\n")) {
    const match = /^\s+\[([^\]]+)\] › (\S+?):\d+:\d+ › (.+)$/.exec(line);
    if (match) journeys.set(`${match[2]} › ${match[3]}`, match[1]!);
  }
  return journeys;
}

function htmlTestNames(): Set<Id> {
  // `--json` followed by a space would take the next argument as its output file.
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "journeys-")), "vitest.json");
  execFileSync("npx", ["vitest", "list", ...htmlTests, `--json=${output}`], { cwd: root, stdio: "inherit" });
  const listed = JSON.parse(fs.readFileSync(output, "utf8")) as { name: string; file: string }[];
  fs.rmSync(path.dirname(output), { recursive: true, force: true });
  return new Set(listed.map(({ name, file }) => `${path.relative(root, file)} › ${name.replaceAll(" > ", " › ")}`));
}

const publicHtml = `${htmlTests[0]} › `;
const contentHtml = `${htmlTests[1]} › `;
const publicNoJs = `${htmlTests[2]} › `;
const adminNoJs = `${htmlTests[3]} › `;
const newsletterNoJs = `${htmlTests[4]} › `;
const transferBonusesHttp = `${htmlTests[5]} › `;
const partnersNoJs = `${htmlTests[6]} › `;
const privacyNoJs = `${htmlTests[7]} › `;
const bonusAlertsNoJs = `${htmlTests[8]} › `;
const adminAccountsNoJs = `${htmlTests[9]} › `;
/** The screens a JavaScript-off journey ran on in Chromium; the server's HTML is the same for both. */
const screenNames = ["a desktop screen", "a phone"];
const cached = publicPages.filter((page) => page.cached);
const cleanLoadBefore =
  "csp-and-console.spec.ts › no console errors, no CSP violations, the stylesheet applied and the JavaScript after the first paint › ";
const onDesktop = "public-pages.spec.ts › every public page on a desktop screen › ";
const onPhone = "public-pages.spec.ts › every public page on a phone › ";

/** The one browser visit per screen that loads a page and checks it (public-pages.spec.ts). */
function desktopVisit(page: string): Id {
  return `${onDesktop}${page} rendered afresh loads cleanly, holds still and passes axe`;
}
function phoneVisit({ path: page, cached: fromCache }: SitePage): Id {
  const served = fromCache ? "from the page cache" : "rendered afresh";
  return `${onPhone}${page} ${served} loads cleanly, holds still and passes axe, with the menu open too`;
}

/** A page's Chromium loads (fresh and, if cached, from the cache) and the HTTP reads of the same. */
function everyLoadOf(sitePage: SitePage): Id[] {
  const { path: page, cached: fromCache } = sitePage;
  const fresh = [
    desktopVisit(page),
    `${publicHtml}a public page rendered afresh › ${page} sends a nonce-based policy that every script carries`,
  ];
  if (!fromCache) return fresh;
  return [
    ...fresh,
    phoneVisit(sitePage),
    `${publicHtml}a public page from the page cache › ${page} allows each of its inline scripts by hash and carries no nonce`,
  ];
}

/** Each check that left the browser suite (or was renamed in it), and where it is checked now. */
const moves: [before: Id, now: Id[]][] = [
  ...publicPages.map(({ path: page }): [Id, Id[]] => [
    `csp-and-console.spec.ts › Content-Security-Policy header and script nonces › ${page} rendered afresh sends a nonce-based policy that every script carries`,
    [`${publicHtml}a public page rendered afresh › ${page} sends a nonce-based policy that every script carries`],
  ]),
  ...cached.map(({ path: page }): [Id, Id[]] => [
    `csp-and-console.spec.ts › Content-Security-Policy header and script nonces › ${page} from the page cache allows each of its inline scripts by hash and carries no nonce`,
    [`${publicHtml}a public page from the page cache › ${page} allows each of its inline scripts by hash and carries no nonce`],
  ]),
  [
    "csp-and-console.spec.ts › Content-Security-Policy header and script nonces › the nonce is new for every response",
    [`${publicHtml}a public page rendered afresh › gets a new nonce on every response`],
  ],
  ...publicPages.map(({ path: page }): [Id, Id[]] => [
    `csp-and-console.spec.ts › no console errors and no CSP violations › ${page} loads cleanly when rendered afresh`,
    [desktopVisit(page)],
  ]),
  ...cached.map((sitePage): [Id, Id[]] => [
    `csp-and-console.spec.ts › no console errors and no CSP violations › ${sitePage.path} loads cleanly from the page cache`,
    [phoneVisit(sitePage)],
  ]),
  // One visit per page and screen now does what three specs each loaded the page for (issue 34).
  ...publicPages.map(({ path: page }): [Id, Id[]] => [
    `${cleanLoadBefore}${page} loads cleanly when rendered afresh`,
    [desktopVisit(page)],
  ]),
  ...cached.map((sitePage): [Id, Id[]] => [`${cleanLoadBefore}${sitePage.path} loads cleanly from the page cache`, [phoneVisit(sitePage)]]),
  ...publicPages.flatMap((sitePage): [Id, Id[]][] => [
    [
      `layout-shift.spec.ts › no layout shift while a page loads › on a desktop screen › ${sitePage.path} loads without a layout shift`,
      [desktopVisit(sitePage.path)],
    ],
    [
      `layout-shift.spec.ts › no layout shift while a page loads › on a phone › ${sitePage.path} loads without a layout shift`,
      [phoneVisit(sitePage)],
    ],
    [`accessibility.spec.ts › on a desktop screen › ${sitePage.path} has no axe violations`, [desktopVisit(sitePage.path)]],
    [`accessibility.spec.ts › on a phone › ${sitePage.path} has no axe violations`, [phoneVisit(sitePage)]],
    [`accessibility.spec.ts › on a phone › ${sitePage.path} has no axe violations with the menu open`, [phoneVisit(sitePage)]],
  ]),
  ...publicPages.map((page): [Id, Id[]] => [
    `inline-stylesheet.spec.ts › the inline stylesheet applies under the CSP › ${page.path} is styled without a stylesheet request or a violation`,
    everyLoadOf(page),
  ]),
  ...publicPages.map((page): [Id, Id[]] => [
    `scripts-after-first-paint.spec.ts › the page's JavaScript loads after its first paint › ${page.path}: every module is requested after the first contentful paint`,
    everyLoadOf(page),
  ]),
  [
    "security.spec.ts › a login form posted from another site is refused",
    [`${contentHtml}the login form's cross-site guard › refuses a login form posted from another site`],
  ],
  [
    "security.spec.ts › a login form posted from this site is let through to validation",
    [`${contentHtml}the login form's cross-site guard › lets a login form posted from this site through to validation`],
  ],
  [
    "security.spec.ts › a browser's cross-site request is refused even without an Origin header",
    [`${contentHtml}the login form's cross-site guard › refuses a browser's cross-site login even without an Origin header`],
  ],
  [
    "security.spec.ts › a logout posted from another site is refused",
    [`${contentHtml}the login form's cross-site guard › refuses a logout posted from another site`],
  ],
  [
    "not-found.spec.ts › an unknown path answers 404 with a way home",
    [`${contentHtml}the not-found pages › an unknown path answers 404 with a way home`],
  ],
  [
    "not-found.spec.ts › an unknown deal answers 404 with a way back to the deals",
    [`${contentHtml}the not-found pages › an unknown deal answers 404 with a way back to the deals`],
  ],
  [
    "not-found.spec.ts › the not-found pages ask search engines not to index them",
    [`${contentHtml}the not-found pages › asks search engines not to index them`],
  ],
  [
    "about.spec.ts › What We Offer links to the deals and the concierge services",
    [`${contentHtml}the about page › What We Offer links to the deals and the concierge services`],
  ],
  [
    "privacy-policy.spec.ts › the privacy policy has seven numbered sections",
    [`${contentHtml}the privacy policy › has seven numbered sections`],
  ],
  [
    "privacy-policy.spec.ts › the privacy policy was last updated today, New York time",
    [`${contentHtml}the privacy policy › was last updated today, New York time`],
  ],
  [
    "privacy-policy.spec.ts › the privacy policy names who receives data, how long it is kept, and the self-service page",
    [`${contentHtml}the privacy policy › names who receives data, how long it is kept, and the self-service page`],
  ],
  [
    "first-admin-hint.spec.ts › once an admin exists, the login page says nothing about accounts",
    [`${contentHtml}the admin login page once an admin exists › says nothing about accounts`],
  ],
  // Journeys with JavaScript off: forms posted as a browser without JavaScript posts them (issue 34).
  ...screenNames.flatMap((screen): [Id, Id[]][] => [
    [
      `booking-form.spec.ts › on ${screen} with JavaScript off › a bad post comes back with the spec's messages and everything typed`,
      [`${publicNoJs}the booking form without JavaScript › a bad post comes back with the spec's messages and everything typed`],
    ],
    [
      `booking-form.spec.ts › on ${screen} with JavaScript off › a good post lands on the confirmation with its notice`,
      [`${publicNoJs}the booking form without JavaScript › a good post lands on the confirmation with its notice`],
    ],
    [
      `strategy-session.spec.ts › without JavaScript on ${screen} › books through the month, day and details pages, and the invitation arrives`,
      [`${publicNoJs}a strategy session without JavaScript › books through the month, day and details pages, and the invitation arrives`],
    ],
    [
      `chat-widget.spec.ts › with JavaScript off › on ${screen} the round button leads to /flight-search, which answers with cards`,
      [`${publicNoJs}the flight search assistant without JavaScript › the round button leads to /flight-search, which answers with cards`],
    ],
  ]),
  [
    "booking-form.spec.ts › from the page cache › with JavaScript off › the request goes through with the stamp every visitor shares",
    [
      `${publicNoJs}the booking form without JavaScript › from the page cache, the request goes through with the stamp every visitor shares`,
    ],
  ],
  [
    "chat-widget.spec.ts › with JavaScript off › an empty question is refused beside the field",
    [`${publicNoJs}the flight search assistant without JavaScript › an empty question is refused beside the field`],
  ],
  [
    "chat-points.spec.ts › with JavaScript off › /flight-search answers the points question, then the date, on the server",
    [
      `${publicNoJs}the flight search assistant without JavaScript › /flight-search answers the points question, then the date, on the server`,
    ],
  ],
  ...["submitting the search asks the server for the filtered list", "changing the sort and pressing Search reorders the list"].map(
    (title): [Id, Id[]] => [
      `deals-list.spec.ts › with JavaScript disabled › ${title}`,
      [`${publicNoJs}the deals list without JavaScript › ${title}`],
    ],
  ),
  ...[
    "Accept All posts the choice and returns to the same page without the banner",
    "Customize leads to the preferences; Cancel returns with the banner still there",
    "Save Preferences stores the ticked categories and returns; the footer link reopens them",
  ].map((title): [Id, Id[]] => [
    `cookie-consent.spec.ts › with JavaScript disabled › ${title}`,
    [`${publicNoJs}cookie consent without JavaScript › ${title}`],
  ]),
  ...["is part of the page near the top, and gone on the next visit", "keeps a bad address and says what is wrong"].map(
    (title): [Id, Id[]] => [
      `notices.spec.ts › a notice after a redirect, without JavaScript › ${title}`,
      [`${adminNoJs}a notice after a redirect, without JavaScript › ${title}`],
    ],
  ),
  [
    "admin-auth.spec.ts › with JavaScript disabled › admin login round trip: refused, accepted, logged out",
    [`${adminNoJs}admin sign-in without JavaScript › admin login round trip: refused, accepted, logged out`],
  ],
  [
    "admin-deals.spec.ts › with JavaScript disabled › a refused save keeps every value and shows each message; the fixed one saves and deletes",
    [
      `${adminNoJs}the deal editor without JavaScript › a refused save keeps every value and shows each message; the fixed one saves and deletes`,
    ],
  ],
  [
    "newsletter.spec.ts › without JavaScript › a refused address comes back in the field with the notice; a valid one subscribes",
    [
      `${newsletterNoJs}the newsletter section without JavaScript › a refused address comes back in the field with the notice; a valid one subscribes`,
    ],
  ],
  [
    "newsletter.spec.ts › double opt-in on, JavaScript off › a pending notice, then the confirmation link, then the welcome email with the guide",
    [
      `${newsletterNoJs}double opt-in on, without JavaScript › a pending notice, then the confirmation link, then the welcome email with the guide`,
    ],
  ],
  [
    "newsletter.spec.ts › the hidden Admin toggle, JavaScript off › denies a wrong password, then lets the admin see, clear the list and log out @clears-subscribers",
    [
      `${newsletterNoJs}the hidden Admin toggle, without JavaScript › denies a wrong password, then lets the admin see, clear the list and log out`,
    ],
  ],
  ...[
    "the owner reads the audit log, filters it by kind and finds the export",
    "the owner sees this browser among the account's sessions",
  ].map((title): [Id, Id[]] => [
    `admin-account.spec.ts › JavaScript off › ${title}`,
    [`${adminNoJs}the audit log and the account without JavaScript › ${title}`],
  ]),
  ...[
    "a reader picks a currency, then a partner, then a program",
    "deals show an estimated first-year value with its formula, and a cash bonus none",
    "the values page shows each value and how values are set",
    "the owner edits a partner row and the public page shows it",
  ].map((title): [Id, Id[]] => [
    `transfer-partners.spec.ts › JavaScript off › ${title}`,
    [`${partnersNoJs}transfer partners without JavaScript › ${title}`],
  ]),
  [
    "privacy.spec.ts › personal data, JavaScript off › the owner changes a retention period; a value out of range is refused with its range",
    [
      `${privacyNoJs}privacy settings without JavaScript › the owner changes a retention period; a value out of range is refused with its range`,
    ],
  ],
  ...[
    "the transfer bonuses page leads to the history, which filters by program and counts per partner",
    "a visitor asks for alerts on the partners page, then changes them from the link in the email",
  ].map((title): [Id, Id[]] => [
    `bonus-alerts.spec.ts › JavaScript off › ${title}`,
    [`${bonusAlertsNoJs}bonus history and alerts without JavaScript › ${title}`],
  ]),
  [
    "admin-accounts.spec.ts › JavaScript off › an invited admin chooses a password, resets it by email, and is removed",
    [`${adminAccountsNoJs}admin accounts without JavaScript › an invited admin chooses a password, resets it by email, and is removed`],
  ],
  [
    "transfer-bonuses.spec.ts › with JavaScript off › the public table renders on the server",
    [
      `${transferBonusesHttp}the transfer-bonus webhook without a scraping-service key › the public table renders on the server, a row per currency`,
    ],
  ],
  [
    "admin-account.spec.ts › JavaScript off › the owner signs out another browser, which then has to sign in again",
    [`${adminNoJs}the account's sessions without JavaScript › the owner signs out another browser, which then has to sign in again`],
  ],
];

const browser = browserJourneys(execFileSync("npx", ["playwright", "test", "--list"], { cwd: root, encoding: "utf8" }));
const html = htmlTestNames();
const problems: string[] = [];
for (const [before, now] of moves) {
  if (browser.has(before)) problems.push(`still in the browser suite: ${before}`);
  for (const id of now) if (!browser.has(id) && !html.has(id)) problems.push(`not found in either suite: ${id}`);
}
const beforeFlag = process.argv.indexOf("--before");
if (beforeFlag > 0) {
  const moved = new Set(moves.map(([before]) => before));
  for (const id of browserJourneys(fs.readFileSync(process.argv[beforeFlag + 1]!, "utf8")).keys()) {
    if (!browser.has(id) && !moved.has(id)) problems.push(`a journey went missing: ${id}`);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}

const byFile = new Map<string, string[]>();
for (const [id, project] of browser) {
  const [file, ...title] = id.split(" › ");
  byFile.set(file!, [...(byFile.get(file!) ?? []), `- ${title.join(" › ")}${project === "site" ? "" : ` (${project})`}`]);
}
const lines = [
  "# Browser journeys",
  "",
  "Generated by `npx tsx scripts/list-journeys.ts` from `playwright test --list` and `vitest list`; do not edit by hand.",
  "Checks that only read a page's HTML or headers, and journeys with JavaScript off (forms posted as such a browser",
  "posts them), run as HTTP tests against the built server (issue 34); axe and every journey that needs JavaScript",
  "or a rendering engine stay in Chromium.",
  "",
  `## Checks that left Chromium or were merged (${moves.length})`,
  "",
  "Each browser test as it was, then where its checks run now.",
  "",
  ...moves.flatMap(([before, now]) => [`- ${before}`, ...now.map((id) => `  - ${id}`)]),
  "",
  `## Browser journeys today (${browser.size})`,
  "",
  ...[...byFile].flatMap(([file, titles]) => [`### ${file} (${titles.length})`, "", ...titles, ""]),
  `## HTML tests (${html.size})`,
  "",
  ...[...html].sort().map((id) => `- ${id}`),
  "",
];
const doc = path.join(root, "docs/browser-journeys.md");
fs.writeFileSync(doc, lines.join("\n"));
// `npm run lint` checks every Markdown file's formatting, this one included.
execFileSync("npx", ["prettier", "--write", "--log-level", "warn", doc], { cwd: root, stdio: "inherit" });
