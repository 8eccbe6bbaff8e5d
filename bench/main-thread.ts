/**
 * The browser's main-thread work on each public page's first load, from a Chromium trace: the
 * evidence behind Lighthouse's mobile TBT and FCP that does not depend on Lantern's simulation.
 * Lighthouse's mobile run multiplies every main-thread task by 4 (the simulated slow CPU), so a
 * task of more than 12.5 ms here is a long task there, and it blocks for 4 × duration − 50 ms.
 * Each page is loaded several times in a fresh context (nothing cached) and the medians are printed.
 * Task lengths are the main thread's CPU time (the trace's thread duration), not wall time: on a
 * shared machine a task's wall time grows with whatever else runs, its CPU time barely does, so
 * this tells two builds apart where Lighthouse's own figures are noise.
 *
 * Run: `npm run build && npm run bench:main-thread [page ...]`
 *   MT_RUNS    loads per page (default 5)
 *   MT_ORIGIN  measure a server that is already running instead of starting the build
 *   MT_VERBOSE print every task of 12.5 ms or more, with what it spent its time on
 */
import { chromium } from "@playwright/test";
import { startBuiltServer } from "../tests/integration/built-server";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Time the thread actually ran (µs): unlike dur, it leaves out time the OS gave to other work. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      url?: string;
      frame?: string;
      requestId?: string;
      priority?: string;
      resourceType?: string;
      finishTime?: number;
      encodedDataLength?: number;
    };
  };
}

const defaultPages = ["/", "/deals", "/deals/chase-sapphire-preferred-75k", "/concierge", "/guide"];
const pages = process.argv.length > 2 ? process.argv.slice(2) : defaultPages;
const runs = Number(process.env.MT_RUNS ?? 5);
const slowdown = 4;
const longTaskMs = 50;

const server = process.env.MT_ORIGIN ? undefined : await startBuiltServer();
const origin = process.env.MT_ORIGIN ?? server!.origin;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-extensions"],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Load {
  /** Milliseconds from navigation start. */
  firstPaint: number;
  /** Main-thread tasks of 12.5 ms or more. */
  long: number;
  /** Σ (4 × duration − 50) over tasks after the first paint: TBT as Lighthouse would slow it. */
  blocking: number;
  /** The longest single task, in ms as measured. */
  longest: number;
  /** Everything the main thread did until the page was quiet, in ms as measured. */
  busy: number;
  /** JavaScript (compile, evaluation, function calls) inside those tasks. */
  script: number;
  /** JS transferred before the first paint, KB. */
  jsBeforePaint: number;
  /**
   * JS fetched at high priority, KB. Lantern counts it as render-blocking only when it lands before
   * the paint; since decision 026 every module is requested after the paint (see jsBeforePaint).
   */
  high: number;
  jsTotal: number;
  detail: string[];
}

async function load(page: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await cdp.send("Tracing.start", {
    categories: [
      "toplevel",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "v8.execute",
      "loading",
      "blink.user_timing",
    ].join(","),
    transferMode: "ReportEvents",
  });
  await tab.goto(origin + page, { waitUntil: "load" });
  // Hydration, lazy imports and idle work settle well within this.
  await tab.waitForTimeout(2500);
  const finished = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.end");
  await finished;
  await context.close();

  // The page's first contentful paint names its navigation; about:blank never paints content.
  type NavigationData = { navigationId?: string };
  const paint = events.filter((e) => e.name === "firstContentfulPaint").at(-1);
  const navigationId = (paint?.args?.data as NavigationData | undefined)?.navigationId;
  const navigation = events.find(
    (e) => e.name === "navigationStart" && (e.args?.data as NavigationData | undefined)?.navigationId === navigationId,
  );
  if (!paint || !navigation) throw new Error(`no painted navigation in the trace of ${page}`);
  // The renderer's main thread is the one that recorded the navigation.
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const start = navigation.ts;
  const firstPaint = (paint.ts - start) / 1000;

  const taskNames = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"]);
  const nested = events
    .filter((e) => onMain(e) && e.ph === "X" && taskNames.has(e.name) && e.ts >= start)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Top-level tasks only: a task that runs inside another is part of it.
  const tasks: TraceEvent[] = [];
  for (const task of nested) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + last.dur!) tasks.push(task);
  }
  const children = events.filter((e) => onMain(e) && e.ph === "X" && e.dur && !taskNames.has(e.name));
  const scriptNames = new Set([
    "v8.compile",
    "v8.compileModule",
    "v8.evaluateModule",
    "EvaluateScript",
    "FunctionCall",
    "TimerFire",
    "v8.run",
    "EventDispatch",
    "V8.GCScavenger",
  ]);
  let busy = 0;
  let script = 0;
  let blocking = 0;
  let long = 0;
  let longest = 0;
  const detail: string[] = [];
  for (const task of tasks) {
    const ms = (task.tdur ?? task.dur!) / 1000;
    busy += ms;
    const inside = children.filter((c) => c.ts >= task.ts && c.ts + c.dur! <= task.ts + task.dur!);
    // Only the outermost script events, so nested calls are not counted twice.
    const scripts = inside.filter(
      (c) =>
        scriptNames.has(c.name) &&
        !inside.some((o) => o !== c && scriptNames.has(o.name) && o.ts <= c.ts && o.ts + o.dur! >= c.ts + c.dur! && o.dur! > c.dur!),
    );
    script += scripts.reduce((sum, c) => sum + (c.tdur ?? c.dur!) / 1000, 0);
    longest = Math.max(longest, ms);
    if (ms * slowdown <= longTaskMs) continue;
    long += 1;
    const at = (task.ts - start) / 1000;
    if (at >= firstPaint) blocking += ms * slowdown - longTaskMs;
    const top = new Map<string, number>();
    for (const c of inside) {
      const label = c.name + (c.args?.data?.url ? ` ${c.args.data.url.replace(origin, "")}` : "");
      top.set(label, Math.max(top.get(label) ?? 0, (c.tdur ?? c.dur!) / 1000));
    }
    const biggest = [...top]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([label, d]) => `${label} ${d.toFixed(1)}`);
    detail.push(`    at ${at.toFixed(0)} ms, ${ms.toFixed(1)} ms${at < firstPaint ? " (before first paint)" : ""}: ${biggest.join("; ")}`);
  }
  // Scripts fetched at high priority and finished before the first paint are what Lantern (the
  // simulation behind Lighthouse's scores) treats as render-blocking when it estimates FCP.
  const requests = new Map<string, { url: string; priority: string; script: boolean }>();
  for (const e of events) {
    const data = e.args?.data;
    // Requests are recorded by the browser process; the frame ties them to this page.
    if (e.name === "ResourceSendRequest" && data?.frame === navigation.args?.frame && data?.requestId && data.url) {
      requests.set(data.requestId, { url: data.url, priority: data.priority ?? "", script: data.resourceType === "Script" });
    }
  }
  let jsBeforePaint = 0;
  let jsTotal = 0;
  let high = 0;
  const counted = new Set<string>();
  for (const e of events) {
    const data = e.args?.data;
    const request = e.name === "ResourceFinish" && data?.requestId ? requests.get(data.requestId) : undefined;
    if (!request?.script || counted.has(data!.requestId!)) continue;
    counted.add(data!.requestId!);
    const kb = (data!.encodedDataLength ?? 0) / 1024;
    jsTotal += kb;
    if (request.priority === "High" || request.priority === "VeryHigh") high += kb;
    if ((data!.finishTime! * 1e6 - start) / 1000 <= firstPaint) jsBeforePaint += kb;
  }
  return { firstPaint, long, blocking, longest, busy, script, jsBeforePaint, high, jsTotal, detail };
}

try {
  console.log(
    `| page | first paint ms | tasks > ${longTaskMs / slowdown} ms CPU | TBT × ${slowdown} ms | longest task ms CPU | main thread ms CPU | script ms CPU | JS KB by first paint | JS KB high priority | JS KB |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const page of pages) {
    await load(page).catch(() => undefined); // warm the server's page cache and the disk
    const loads: Load[] = [];
    for (let i = 0; i < runs; i++) {
      // Under heavy load a trace now and then misses the navigation; such a load is tried again.
      loads.push(await load(page).catch((error: Error) => (console.error(error.message), load(page))));
    }
    const m = (pick: (l: Load) => number, digits = 0) => median(loads.map(pick)).toFixed(digits);
    console.log(
      `| ${page} | ${m((l) => l.firstPaint)} | ${m((l) => l.long, 1)} | ${m((l) => l.blocking)} | ${m((l) => l.longest, 1)} | ${m((l) => l.busy)} | ${m((l) => l.script)} | ${m((l) => l.jsBeforePaint, 1)} | ${m((l) => l.high, 1)} | ${m((l) => l.jsTotal, 1)} |`,
    );
    if (process.env.MT_VERBOSE) for (const [i, l] of loads.entries()) console.log(`  run ${i + 1}:\n${l.detail.join("\n")}`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
