import { describe, expect, it } from "vitest";
import { auditFilterParams, parseAuditFilter } from "./audit-filter";

describe("the audit log's filter", () => {
  it("reads the admin, the kind and the page", () => {
    const filter = parseAuditFilter(new URLSearchParams("admin=3&kind=deal-saved&before=120"));
    expect(filter).toEqual({ adminId: 3, kind: "deal-saved", before: 120 });
    expect(auditFilterParams(filter).toString()).toBe("admin=3&kind=deal-saved&before=120");
  });

  it("ignores unknown kinds and values that are not small positive integers", () => {
    expect(parseAuditFilter(new URLSearchParams("admin=-1&kind=drop-table&before=99999999999"))).toEqual({
      adminId: undefined,
      kind: undefined,
      before: undefined,
    });
    expect(parseAuditFilter(new URLSearchParams("kind=toString"))).toEqual({ adminId: undefined, kind: undefined, before: undefined });
  });
});
