import { describe, expect, it } from "vitest";
import { listNotice, listNoticeParam } from "./list-notice";

const deals = [
  { slug: "sapphire-75k", title: "Sapphire Preferred 75K" },
  { slug: "venture-x", title: "Venture X & more" },
];
const notice = (query: string) => listNotice(new URLSearchParams(query), deals);

describe("listNotice", () => {
  it("confirms a save, publish or unpublish with the deal's current title", () => {
    expect(notice(listNoticeParam("saved", "sapphire-75k"))).toBe("Saved Sapphire Preferred 75K.");
    expect(notice("published=venture-x")).toBe("Published Venture X & more.");
    expect(notice("unpublished=venture-x")).toBe("Unpublished Venture X & more.");
  });

  it("says nothing for a slug no deal has, or without a notice", () => {
    expect(notice("saved=Anything+you+like")).toBeUndefined();
    expect(notice("")).toBeUndefined();
    expect(notice("page=2")).toBeUndefined();
  });

  it("names a deleted deal by its slug, and only by a well-formed one", () => {
    expect(notice(listNoticeParam("deleted", "old-deal"))).toBe("Deleted old-deal.");
    expect(notice("deleted=Your+session+expired")).toBeUndefined();
  });
});
