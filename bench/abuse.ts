/**
 * Abuse benchmark (issue 20): the cached home page and /deals at 10 connections each, undisturbed
 * and then while one kind of abusive client at a time runs at the rate its limit allows, with a
 * health probe throughout. Prints a markdown table against the goal (p99 at most 50 ms, at least
 * 80% of the undisturbed throughput) and the server's CPU time for the slowest chat message.
 * Starts the production build on a fresh embedded database. BENCH_SECONDS sets the time per page
 * (8 by default; about 2 minutes in all, longer while a scenario holds the server for seconds).
 * Run: npm run build && npm run bench:abuse
 */
import { chatMessagesPerWindow, chatWindowMs } from "~/chat/chat-rate-limit.server";
import { startBuiltServer } from "../tests/integration/built-server";
import {
  cpuTimeNs,
  describeCounts,
  flood,
  paced,
  percentile99,
  refused,
  sent,
  startHealthProbe,
  untilIdle,
  type Abuser,
  type StatusCounts,
} from "./abuse-clients";
import { bookingRequestForm, formStampIn, worstChatBody, wrongPasswordForm } from "./abuse-payloads";
import { measure, settle, type Result } from "./measure";

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/** Abusers start this long before the pages are measured, so they are in full swing. */
const leadMs = 1_000;
const goal = { p99Ms: 50, shareOfUndisturbed: 0.8 };
/**
 * Worst chat messages timed one by one on the idle server for the CPU line; fewer when one takes
 * over a second (the point is made, and each holds the server that long).
 */
const chatSamples = 3;
const chatSampleEnoughMs = 1_000;
/**
 * The proxies the server trusts. The abusers pick their client address with one X-Forwarded-For
 * value, as if through one proxy. Before issue 20 the site reads "1" as `true` (trust every
 * hop); after it, as one hop. Either way that single value is the client's address.
 */
const trustProxy = "1";
const owner = { email: "abuse-owner@example.com", password: "abuse-benchmark-password-9" };

const site = await startBuiltServer({ TRUST_PROXY: trustProxy, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password });
const pid = site.process.pid!;
const chatBody = worstChatBody();

let addresses = 0;
/** Another client address each call, from 10.0.0.0/8. */
function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A same-origin form post from `address`, as a browser on the site sends it. */
const formHeaders = (address: string) => ({
  "content-type": "application/x-www-form-urlencoded",
  origin: site.origin,
  "x-forwarded-for": address,
});

function postChat(address: string): Promise<Response> {
  return fetch(`${site.origin}/api/search-flights`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.origin, "x-forwarded-for": address },
    body: chatBody,
  });
}

interface Phase {
  scenario: string;
  healthP99: number;
  home: Result;
  deals: Result;
  abuse?: StatusCounts;
}

async function measurePhase(scenario: string, abuser?: Abuser): Promise<Phase> {
  // A flood's abandoned requests (timed out by the client) are still being worked through.
  if (!(await untilIdle(pid))) console.warn(`The server was still busy 30 s after the last scenario; measuring "${scenario}" anyway.`);
  await settle(site.origin);
  const probe = startHealthProbe(site.origin);
  const abusing = abuser?.(site.origin, leadMs + 2 * seconds * 1000);
  if (abusing) await new Promise((resolve) => setTimeout(resolve, leadMs));
  // In a thread of their own: the abusers' load generation in this thread must not slow them.
  const home = await measure(`${site.origin}/`, connections, seconds, { workers: 1 });
  const deals = await measure(`${site.origin}/deals`, connections, seconds, { workers: 1 });
  const healthP99 = percentile99(await probe.stop());
  return { scenario, healthP99, home, deals, abuse: await abusing };
}

/** The server's CPU time for one worst chat message, each on the idle server: the most of a few. */
async function slowestChatCpuMs(): Promise<number> {
  let slowest = 0;
  for (let sample = 0; sample < chatSamples && slowest < chatSampleEnoughMs; sample++) {
    await untilIdle(pid);
    const before = cpuTimeNs(pid);
    const response = await postChat(nextAddress());
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the worst chat message was answered with ${response.status}`);
    slowest = Math.max(slowest, (cpuTimeNs(pid) - before) / 1e6);
  }
  return slowest;
}

let phases: Phase[];
let chatCpuMs: number;
try {
  for (const page of ["/", "/deals"]) await measure(site.origin + page, connections, 2);
  // Read once at the start, so the stamp is old enough to pass the "too fast" check by the time it is posted.
  const stamp = formStampIn(await (await fetch(`${site.origin}/booking-form`)).text());
  if (!stamp) console.warn("No signed stamp found in /booking-form: the form flood will be refused by the stamp check alone.");
  const chatAddress = nextAddress();
  const formAddress = nextAddress();
  const scenarios: [string, Abuser][] = [
    [
      `chat: worst ${(chatBody.length / 1024).toFixed(0)} KB message, one address, ${chatMessagesPerWindow} a minute`,
      paced(chatWindowMs / chatMessagesPerWindow, () => postChat(chatAddress)),
    ],
    [
      "cache busting: /deals?cb=random, 10 connections",
      flood(10, () => ({ path: `/deals?cb=${Math.random().toString(36).slice(2)}`, headers: { "accept-encoding": "gzip" } })),
    ],
    [
      "wrong owner password, 50 connections, an address per request",
      flood(50, (n) => ({
        method: "POST",
        path: "/admin/login",
        headers: formHeaders(nextAddress()),
        body: wrongPasswordForm(owner.email, n),
      })),
    ],
    [
      "booking-form posts, 10 connections, one address",
      flood(10, (n) => ({ method: "POST", path: "/booking-form", headers: formHeaders(formAddress), body: bookingRequestForm(stamp, n) })),
    ],
  ];
  phases = [await measurePhase("undisturbed")];
  for (const [scenario, abuser] of scenarios) phases.push(await measurePhase(scenario, abuser));
  chatCpuMs = await slowestChatCpuMs();
} finally {
  await site.stop();
}

const [undisturbed] = phases;
const share = (result: Result, baseline: Result) => result.rps / baseline.rps;
const throughput = (result: Result, baseline: Result) =>
  `${result.rps.toFixed(0)} (${(share(result, baseline) * 100).toFixed(0)}%)${result.errors ? `, ${result.errors} failed` : ""}`;

/** With no request answered in the whole measurement, autocannon's p99 reads 0: say so instead. */
const p99 = (result: Result) => (result.rps > 0 ? String(result.p99) : `none in ${seconds} s`);

/** Against the goal for the two pages; /healthz shows how long the event loop was held up. */
function verdict({ home, deals }: Phase): string {
  const pages = [
    ["/", home, undisturbed!.home],
    ["/deals", deals, undisturbed!.deals],
  ] as const;
  const misses = pages.flatMap(([path, result, baseline]) => {
    if (result.rps === 0) return [`${path} unanswered`];
    const slow = result.p99 > goal.p99Ms ? [`${path} p99 ${result.p99} ms`] : [];
    const starved =
      share(result, baseline) < goal.shareOfUndisturbed ? [`${path} ${(share(result, baseline) * 100).toFixed(0)}% req/s`] : [];
    const failed = result.errors > 0 ? [`${path} ${result.errors} failed`] : [];
    return [...slow, ...starved, ...failed];
  });
  return misses.length ? `misses: ${misses.join(", ")}` : "meets";
}

console.log(
  `\nAbuse: / and /deals at ${connections} connections, ${seconds} s each, gzip, embedded PGlite, one process; /healthz probed every 50 ms throughout.`,
);
console.log(`Goal: p99 at most ${goal.p99Ms} ms and at least ${goal.shareOfUndisturbed * 100}% of the undisturbed requests/s.\n`);
console.log(
  "| scenario | /healthz p99 ms | / p99 ms | / req/s (% of undisturbed) | /deals p99 ms | /deals req/s (%) | abuser requests sent / refused | verdict |",
);
console.log("|---|---|---|---|---|---|---|---|");
for (const phase of phases) {
  const { scenario, healthP99, home, deals, abuse } = phase;
  const abuseCell = abuse ? `${sent(abuse)} / ${refused(abuse)}` : "-";
  console.log(
    `| ${scenario} | ${healthP99.toFixed(0)} | ${p99(home)} | ${throughput(home, undisturbed!.home)} | ${p99(deals)} | ${throughput(deals, undisturbed!.deals)} | ${abuseCell} | ${verdict(phase)} |`,
  );
}
console.log("\nAbusers' answers (refused: any 4xx but 401, which answers a checked password):");
for (const { scenario, abuse } of phases) if (abuse) console.log(`- ${scenario}: ${describeCounts(abuse)}`);
console.log(
  `\nServer CPU time of the slowest worst-case chat message (most of up to ${chatSamples}, idle server): ${chatCpuMs.toFixed(0)} ms`,
);
