import { load } from "cheerio";
import { eq } from "drizzle-orm";
import pino from "pino";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminContext } from "~/admin/sign-in/guard.server";
import { db } from "~/db/database.server";
import { adminAuditEntries } from "~/db/schema";
import { requestInfoContext } from "~/request-context";
import * as searchesPage from "~/routes/admin/searches";
import * as bonusesPage from "~/routes/admin/transfer-bonuses";
import { claimPaidCall, dailyCeiling } from "~/security/paid-calls.server";
import { openTestDatabase } from "../../../tests/integration/test-database";

/*
 * The admin pages that configure seats.aero and Firecrawl show today's calls against the daily
 * ceiling and the week before, and save a new ceiling through their own action, logged in the
 * audit log. Each page is its route module's loader, action and component, rendered to HTML as
 * the server does.
 */
let dispose: () => Promise<void>;
beforeAll(async () => {
  // A fixed noon (UTC), so the calls made here and the page read later fall on one day.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T12:00:00Z") });
  ({ dispose } = await openTestDatabase());
  for (let call = 0; call < 3; call++) await claimPaidCall("seats-aero");
  await claimPaidCall("firecrawl");
});
afterAll(async () => {
  vi.useRealTimers();
  await dispose();
});

type Page = { loader(args: never): Promise<unknown>; action(args: never): Promise<unknown>; default: ComponentType<never> };
const pages = {
  "/admin/searches": { page: searchesPage as unknown as Page, service: "seats-aero", name: "seats.aero", calls: 3, ceiling: 500 },
  "/admin/transfer-bonuses": { page: bonusesPage as unknown as Page, service: "firecrawl", name: "Firecrawl", calls: 1, ceiling: 100 },
} as const;

function context() {
  const provider = new RouterContextProvider();
  provider.set(adminContext, { id: 1, email: "owner@example.com" });
  provider.set(requestInfoContext, {
    ip: "203.0.113.7",
    secure: false,
    nonce: "",
    siteUrl: "http://localhost:3000",
    log: pino({ level: "silent" }),
  });
  return provider;
}

async function render(path: keyof typeof pages, actionData?: unknown) {
  const { page } = pages[path];
  const request = new Request(`http://localhost:3000${path}`);
  const loaderData = await page.loader({ request, context: context(), params: {} } as never);
  const Page = page.default as ComponentType<{ loaderData: unknown; actionData: unknown; params: object; matches: [] }>;
  const element = <Page loaderData={loaderData} actionData={actionData} params={{}} matches={[]} />;
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return load(renderToStaticMarkup(<RouterProvider router={router} />));
}

function post(path: keyof typeof pages, ceiling: string) {
  const body = new URLSearchParams({ intent: "daily-ceiling", ceiling });
  const request = new Request(`http://localhost:3000${path}`, { method: "POST", body });
  return pages[path].page.action({ request, context: context(), params: {} } as never);
}

describe.each(Object.keys(pages) as (keyof typeof pages)[])("the daily ceiling on %s", (path) => {
  const { service, name, calls, ceiling } = pages[path];

  it("shows today's calls against the ceiling and the last seven UTC days", async () => {
    const $ = await render(path);
    const panel = $(`section[aria-labelledby="${service}-ceiling-heading"]`);
    expect(panel.find("h2").text()).toBe(`Daily ceiling on ${name} calls`);
    expect(panel.find("p").first().text()).toContain(`Today (UTC): ${calls} of ${ceiling} calls.`);
    const rows = panel.find("tbody tr");
    expect(rows).toHaveLength(7);
    expect(rows.first().find("td").eq(1).text()).toBe(String(calls));
    expect(panel.find(`input#${service}-ceiling`).attr("value")).toBe(String(ceiling));
  });

  it("refuses a ceiling out of range with the message beside the field, and changes nothing", async () => {
    const refused = (await post(path, "-5")) as { data: unknown; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    const $ = await render(path, refused.data);
    expect($(`#${service}-ceiling-error`).text()).toBe("Enter a whole number of calls from 0 to 100,000.");
    expect($(`input#${service}-ceiling`).attr("value")).toBe("-5");
    expect((await dailyCeiling(service)).ceiling).toBe(ceiling);
  });

  it("saves a new ceiling, logs the change with the one it replaces, and shows it", async () => {
    const saved = (await post(path, "40")) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(path);
    expect(await dailyCeiling(service)).toEqual({ ceiling: 40, source: "saved" });
    const entries = await db().select().from(adminAuditEntries).where(eq(adminAuditEntries.kind, "paid-call-ceiling"));
    expect(entries.filter((entry) => entry.details?.service === service)).toEqual([
      expect.objectContaining({
        summary: `Set the ${name} daily ceiling to 40 calls`,
        details: { service, ceiling: 40, previous: ceiling },
      }),
    ]);
    expect((await render(path))(`section[aria-labelledby="${service}-ceiling-heading"] p`).first().text()).toContain(
      `${calls} of 40 calls`,
    );
  });
});
