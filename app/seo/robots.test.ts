import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("allows everything but the admin and the referral redirects, and points to the sitemap", () => {
    expect(robotsTxt("https://pointwise.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /go/\n\nSitemap: https://pointwise.example/sitemap.xml\n",
    );
  });
});
