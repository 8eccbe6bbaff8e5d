import * as cheerio from "cheerio";

/** Signs in through the login form as a browser without JavaScript does; returns the session cookie. */
export async function adminSessionCookie(origin: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${origin}/admin/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  if (login.status !== 302) throw new Error(`sign-in as ${admin.email} answered ${login.status}`);
  const cookie = login.headers.getSetCookie().find((value) => value.includes("pw_session="));
  if (!cookie) throw new Error(`sign-in as ${admin.email} set no session cookie`);
  return cookie.split(";")[0]!;
}

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
