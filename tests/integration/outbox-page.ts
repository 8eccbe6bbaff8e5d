import * as cheerio from "cheerio";

/**
 * The outbox as the admin sees it (/admin/outbox, the newest 100). Every email is written there
 * in the transaction of the request that sends it, before that request is answered: once a request
 * has its answer, this already lists whatever it will ever send, so seeing that something was not
 * sent needs no wait for the mail server.
 */
export async function outboxMessages(origin: string, cookie: string): Promise<Array<{ to: string; subject: string }>> {
  const response = await fetch(`${origin}/admin/outbox`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`/admin/outbox answered ${response.status}`);
  const page = cheerio.load(await response.text());
  return page("tbody tr")
    .map((_, row) => ({ to: page(row).find("td").eq(1).text(), subject: page(row).find("td").eq(2).text() }))
    .get();
}
