import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages, slotTakenMessage } from "~/strategy-session/booking-messages";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";
import { createScratchDatabase } from "./test-database";
import { nextMonthDayLinks } from "../support/strategy-calendar";

/*
 * The booking pages driven over HTTP like a browser with JavaScript off, on a built server
 * with a loopback SMTP server. Requests carry X-Forwarded-For (TRUST_PROXY) so the 50 parallel
 * attempts look like 50 visitors, not one address hitting the rate limit.
 */
const card = "4242 4242 4242 4242";
let smtp: SmtpTestServer;
let server: BuiltServer;
/** Every app instance: on PostgreSQL two servers share one database; PGlite allows one. */
let instances: BuiltServer[];
let scratch: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const env = {
    SMTP_URL: smtp.url,
    OWNER_EMAIL: "owner@example.com",
    FORM_MIN_FILL_MS: "0",
    TRUST_PROXY: "1",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  server = await startBuiltServer(env);
  // Started one after the other, so the second finds the migrations already applied.
  instances = scratch ? [server, await startBuiltServer(env)] : [server];
});
afterAll(async () => {
  for (const instance of instances ?? []) await instance.stop();
  await scratch?.drop();
  await smtp?.stop();
});

let visitor = 0;
function request(origin: string, path: string, body?: URLSearchParams): Promise<Response> {
  visitor++;
  const headers: Record<string, string> = { Origin: origin, "X-Forwarded-For": `198.51.100.${visitor % 250}` };
  if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
}

async function page(origin: string, path: string) {
  const response = await request(origin, path);
  expect(response.status, path).toBe(200);
  return cheerio.load(await response.text());
}

/** Walks month -> day -> slot like a visitor and returns the details page's form stamp. */
async function openSlot(origin: string, nth = 0): Promise<{ date: string; time: string; path: string; stamp: string }> {
  const dayLink = (await nextMonthDayLinks((path) => request(origin, path)))[nth]!;
  const day = await page(origin, dayLink);
  const slotLink = day('a[href*="time="]').last().attr("href")!;
  const details = await page(origin, slotLink);
  const params = new URL(slotLink, origin).searchParams;
  return {
    date: params.get("date")!,
    time: params.get("time")!,
    path: slotLink,
    stamp: details('input[name="formStamp"]').val() as string,
  };
}

function bookingForm(slot: { date: string; time: string; stamp: string }, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    formStamp: slot.stamp,
    website: "",
    date: slot.date,
    time: slot.time,
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "555-123-4567",
    cardNumber: card,
    expiryDate: "12/39",
    cvv: "123",
    billingZip: "10001",
    ...overrides,
  });
}

describe("booking without JavaScript", () => {
  it("shows the month, the day's slots and the details form with the spec's field names", async () => {
    const slot = await openSlot(server.origin);
    const details = await page(server.origin, slot.path);
    expect(details("h2").text()).toContain("Complete Your Booking");
    expect(
      details("a")
        .filter((_, a) => details(a).text() === "Back to Date & Time")
        .attr("href"),
    ).toBe(`/concierge/book?date=${slot.date}`);
    for (const name of ["firstName", "lastName", "email", "phone", "cardNumber", "expiryDate", "cvv", "billingZip", "date", "time"]) {
      expect(details(`form input[name="${name}"]`).length, name).toBe(1);
    }
    expect(details("main form button[type=submit]").text()).toBe("Confirm Booking & Pay $249");
    expect(details("#booking-summary-heading").text()).toBe("Booking Summary");
    expect(details("dl").text()).toContain(`${slot.time} EST`);
    expect(details("dl").text()).toContain("1 hour");
    expect(details("dl").text()).toContain("$249");
  });

  it("answers 400 with the spec's messages, keeping what was typed but never the card", async () => {
    const slot = await openSlot(server.origin);
    const response = await request(
      server.origin,
      slot.path,
      bookingForm(slot, {
        firstName: "A",
        email: "nope",
        cardNumber: "4242 4242 4242 4241",
        expiryDate: "1/30",
        cvv: "1",
        billingZip: "1",
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const $ = cheerio.load(html);
    const text = $("form").text();
    for (const message of [
      bookingMessages.firstName,
      bookingMessages.email,
      bookingMessages.cardNumber,
      bookingMessages.expiryDate,
      bookingMessages.cvv,
      bookingMessages.billingZip,
    ]) {
      expect(text).toContain(message);
    }
    expect($('input[name="lastName"]').val()).toBe("Lovelace");
    expect($('input[name="email"]').val()).toBe("nope");
    expect($('input[name="cardNumber"]').val()).toBe("");
    expect($('input[name="cvv"]').val()).toBe("");
    expect(html).not.toContain("4241");
  });

  it("books the slot, shows the spec's notice, emails the invitation, and takes the slot away", async () => {
    // A day far enough ahead that the cancel/reschedule link (usable until 24 hours before) is included.
    const slot = await openSlot(server.origin, 3);
    const response = await request(server.origin, slot.path, bookingForm(slot));
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/concierge\/book\/confirmed\?booking=/);
    const flash = response.headers.get("set-cookie")!.split(";")[0]!;

    const confirmed = await fetch(server.origin + location, { headers: { Cookie: flash } });
    const $ = cheerio.load(await confirmed.text());
    expect($("h1").text()).toBe("Booking Confirmed!");
    expect($("main").text()).toContain("We will send you a secure payment link for $249");
    expect($("main").text()).not.toContain("ada@example.com");
    const toast = $('[role="status"]').text();
    expect(toast).toContain("Booking Confirmed!");
    expect(toast).toContain(`at ${slot.time} EST. A confirmation email will be sent to ada@example.com.`);

    const email = await smtp.waitForMessage((message) => message.to.includes("ada@example.com"));
    expect(email.subject).toContain(`${slot.time} EST`);
    expect(email.text).toMatch(/\/concierge\/book\/manage\?token=/);
    expect(email.attachments[0]).toMatchObject({ filename: "strategy-session.ics" });
    expect(email.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    expect(email.attachments[0]!.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const owner = await smtp.waitForMessage((message) => message.to.includes("owner@example.com"));
    expect(owner.text).toContain("555-123-4567");
    expect(smtp.messages.some((message) => message.text.includes("4242"))).toBe(false);

    const day = await page(server.origin, `/concierge/book?date=${slot.date}`);
    expect(
      day('a[href*="time="]')
        .map((_, a) => day(a).text())
        .get(),
    ).not.toContain(slot.time);
    // Nothing of the card reached the log.
    expect(await server.logged()).not.toContain("4242");
  });

  it("lets the visitor cancel through the signed link in the email, freeing the slot", async () => {
    const slot = await openSlot(server.origin, 4);
    const email = "canceller@example.com";
    expect((await request(server.origin, slot.path, bookingForm(slot, { email }))).status).toBe(303);
    const confirmation = await smtp.waitForMessage((message) => message.to.includes(email));
    const link = new URL(confirmation.text.match(/https?:\/\/\S+\/concierge\/book\/manage\?token=\S+/)![0]);
    const path = link.pathname + link.search;

    const manage = await page(server.origin, path);
    expect(manage("main").text()).toContain(`${slot.time} EST`);
    expect(manage("main").text()).not.toContain(email);
    // The other times are offered by day, in a labelled select of the form kit that posts with JavaScript off.
    const picker = manage("select#manage-slot");
    expect(manage('label[for="manage-slot"]').text()).toBe("Move to another time (EST)");
    expect(picker.attr("name")).toBe("slot");
    expect(picker.find("optgroup").length).toBeGreaterThan(0);
    expect(picker.find("optgroup option").first().attr("value")).toMatch(/^\d{4}-\d{2}-\d{2}\|/);
    expect((await page(server.origin, "/concierge/book/manage?token=forged")).text()).toContain("This link has expired or is not valid");

    const cancelled = await request(server.origin, path, new URLSearchParams({ intent: "cancel" }));
    expect(cancelled.status).toBe(303);
    const notice = await smtp.waitForMessage((message) => message.to.includes(email) && message.subject.startsWith("Cancelled:"));
    expect(notice.attachments[0]!.content).toContain("STATUS:CANCELLED");
    const day = await page(server.origin, `/concierge/book?date=${slot.date}`);
    expect(
      day('a[href*="time="]')
        .map((_, a) => day(a).text())
        .get(),
    ).toContain(slot.time);
  });

  it("answers a taken slot with a clear message, the day's fresh slots and the details kept", async () => {
    const slot = await openSlot(server.origin, 1);
    expect((await request(server.origin, slot.path, bookingForm(slot))).status).toBe(303);
    const again = await request(server.origin, slot.path, bookingForm(slot, { email: "grace@example.com", firstName: "Grace" }));
    expect(again.status).toBe(409);
    const $ = cheerio.load(await again.text());
    expect($('[role="alert"]').text()).toContain(slotTakenMessage);
    const fresh = $('input[name="time"][type="radio"]')
      .map((_, input) => $(input).val())
      .get();
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).not.toContain(slot.time);
    expect($('input[name="firstName"]').val()).toBe("Grace");
    expect($('input[name="email"]').val()).toBe("grace@example.com");
    expect($('input[name="cardNumber"]').val()).toBe("");
  });

  it("gives one slot to exactly one of 50 simultaneous posts, spread over every app instance", async () => {
    const origins = instances.map((instance) => instance.origin);
    const slot = await openSlot(origins[0]!, 2);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        request(origins[index % origins.length]!, slot.path, bookingForm(slot, { email: `racer${index}@example.com` })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    const booked = statuses.filter((status) => status === 303).length;
    const refused = statuses.filter((status) => status === 409).length;
    console.info(
      `50 parallel posts over ${origins.length} instance(s) on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: ${booked} booked, ${refused} refused, ${Date.now() - started} ms`,
    );
    expect(booked).toBe(1);
    expect(refused).toBe(49);
  });
});
