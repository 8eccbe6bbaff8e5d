import { afterAll, beforeAll, expect } from "vitest";
import { adminSessionCookie } from "./admin-over-http";
import { startBuiltServer, type BuiltServer } from "./built-server";

export interface AdminSite {
  readonly server: BuiltServer;
  /** The owner's session cookie (name=value). */
  readonly cookie: string;
  /** A GET (or, with a body, a form POST) as the signed-in owner, or with `session` ("" for none); redirects are not followed. */
  send(path: string, body?: URLSearchParams, session?: string): Promise<Response>;
  /** A page's HTML, which must answer 200. */
  html(path: string): Promise<string>;
}

/**
 * A built server of its own for one file of the owner's HTTP tests, with `admin` signed in once
 * (sign-ins are rate-limited), started before the file's tests and stopped after them. Posts carry
 * the site's Origin, as a browser's do.
 */
export function adminSite(admin: { email: string; password: string }): AdminSite {
  let server: BuiltServer | undefined;
  let cookie = "";
  beforeAll(async () => {
    server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    cookie = await adminSessionCookie(server.origin, admin);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const site: AdminSite = {
    get server() {
      if (!server) throw new Error("the admin site has not started yet");
      return server;
    },
    get cookie() {
      return cookie;
    },
    send(path, body, session = cookie) {
      const headers: Record<string, string> = { Origin: site.server.origin };
      if (session) headers.Cookie = session;
      if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
      return fetch(site.server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
    },
    async html(path) {
      const response = await site.send(path);
      expect(response.status, path).toBe(200);
      return response.text();
    },
  };
  return site;
}
