import { describe, expect, it } from "vitest";
import { listNotice } from "./list-notice";

const deal = { slug: "venture-x", title: "Venture X & more" };

describe("listNotice", () => {
  it("confirms a save, publish or unpublish with the deal's title, as a success toast", () => {
    expect(listNotice("saved", deal)).toEqual({ title: "Saved Venture X & more.", kind: "success", durationMs: 3_000 });
    expect(listNotice("published", deal).title).toBe("Published Venture X & more.");
    expect(listNotice("unpublished", deal).title).toBe("Unpublished Venture X & more.");
  });

  it("names a deleted deal by its slug", () => {
    expect(listNotice("deleted", deal).title).toBe("Deleted venture-x.");
  });
});
