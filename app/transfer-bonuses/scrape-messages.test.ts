import { describe, expect, it } from "vitest";
import { foundMessage, serviceErrorMessage } from "./scrape-messages";

describe("serviceErrorMessage", () => {
  it("gives the status, the server's error and its details for the spec's statuses", () => {
    for (const status of [400, 402, 403, 408, 409, 500]) {
      expect(serviceErrorMessage(status, { success: false, error: "Payment required", details: "Upgrade your plan" })).toBe(
        `Scraping service error ${status}: Payment required (details: Upgrade your plan)`,
      );
    }
    expect(serviceErrorMessage(400, { error: "Bad Request", details: [{ path: ["url"], message: "Invalid url" }] })).toBe(
      'Scraping service error 400: Bad Request (details: [{"path":["url"],"message":"Invalid url"}])',
    );
    expect(serviceErrorMessage(500, "not json")).toBe("Scraping service error 500: no error message");
  });

  it("gives an unexpected-error message for any other status", () => {
    expect(serviceErrorMessage(418, { error: "teapot" })).toBe("An unexpected error occurred while scraping (status 418).");
    expect(serviceErrorMessage(502, {})).toBe("An unexpected error occurred while scraping (status 502).");
  });
});

describe("foundMessage", () => {
  it("is the spec's success text", () => {
    expect(foundMessage(3)).toBe("Found 3 current transfer bonuses");
  });
});
