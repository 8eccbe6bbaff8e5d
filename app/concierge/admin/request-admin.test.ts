import { describe, expect, it } from "vitest";
import { requestsCsv, statusFilter, type RequestRow } from "./request-admin";

const row: RequestRow = {
  id: 7,
  createdAt: new Date("2026-11-23T15:05:00Z"),
  status: "quoted",
  name: "=cmd|' /C calc'!A0",
  email: "ana@example.com",
  phone: "+1 212 555 0100",
  travelDates: "March 3-17, 2027",
  fromDestination: "New York",
  toDestination: "Munich, Germany",
  passengers: 2,
  preferredClass: "premium_economy",
  maxStops: "nonstop",
  pointsList: "200k UR\n90k MR",
  quotedPriceCents: 29_900,
  privateNotes: "@call back",
};

describe("the requests export", () => {
  it("writes every field in New York time with formula cells neutralised", () => {
    expect(requestsCsv([row])).toBe(
      [
        "ID,Received,Status,Name,Email,Phone,Date(s) of travel,From,To,Passengers,Preferred class,Maximum stops,Points,Quoted price,Private notes",
        `7,"Nov 23, 2026, 10:05 AM ET",Quoted,'=cmd|' /C calc'!A0,ana@example.com,'+1 212 555 0100,March 3-17, 2027,New York,"Munich, Germany",2,Premium Economy,Nonstop,"200k UR\n90k MR",$299,'@call back`,
        "",
      ]
        .join("\r\n")
        .replace("March 3-17, 2027", '"March 3-17, 2027"'),
    );
  });

  it("has a header even when there is nothing to export", () => {
    expect(requestsCsv([])).toMatch(/^ID,Received,.*,Private notes\r\n$/);
  });
});

describe("statusFilter", () => {
  it("accepts the four statuses and ignores anything else", () => {
    expect(statusFilter("booked")).toBe("booked");
    expect(statusFilter("all")).toBeUndefined();
    expect(statusFilter(null)).toBeUndefined();
  });
});
