import { expect, test } from "@playwright/test";
import { baseURL } from "./support/server";

// The form is invalid on purpose: if a request got through it would be refused as a bad form
// (400), not counted as a login attempt, so these tests cannot spend the login rate limit.
const invalidLogin = { email: "not-an-email", password: "" };

test("a login form posted from another site is refused", async ({ request }) => {
  const response = await request.post("/admin/login", {
    headers: { Origin: "https://evil.example" },
    form: invalidLogin,
  });
  expect(response.status()).toBe(403);
});

test("a login form posted from this site is let through to validation", async ({ request }) => {
  const response = await request.post("/admin/login", {
    headers: { Origin: baseURL },
    form: invalidLogin,
  });
  expect(response.status()).toBe(400);
});

test("a browser's cross-site request is refused even without an Origin header", async ({ request }) => {
  const response = await request.post("/admin/login", {
    headers: { "Sec-Fetch-Site": "cross-site" },
    form: invalidLogin,
  });
  expect(response.status()).toBe(403);
});

test("a logout posted from another site is refused", async ({ request }) => {
  const response = await request.post("/admin/logout", {
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
