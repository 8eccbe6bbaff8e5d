import * as cheerio from "cheerio";

/**
 * The day links of next month's calendar page, walked to like a visitor through "Next month".
 * Tests pick days from next month, never this one: near a month's end this month has too few open
 * days left (on the 26th of November only the 27th, 28th and 30th), and the booking horizon always
 * reaches into the next month.
 */
export async function nextMonthDayLinks(get: (path: string) => Promise<Response>): Promise<string[]> {
  const thisMonth = cheerio.load(await (await get("/concierge/book")).text());
  const next = thisMonth("a")
    .filter((_, link) => thisMonth(link).text().trim() === "Next month")
    .attr("href");
  if (!next) throw new Error("The calendar offers no next month");
  const month = cheerio.load(await (await get(next)).text());
  return month('a[href^="/concierge/book?date="]')
    .map((_, link) => month(link).attr("href")!)
    .get();
}
