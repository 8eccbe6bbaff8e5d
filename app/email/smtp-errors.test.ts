import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask";
import { describeSmtpFailure, isPermanentSmtpFailure } from "./smtp-errors";

describe("SMTP failure classes", () => {
  it("treats 5xx replies as final and everything else as worth retrying", () => {
    expect(isPermanentSmtpFailure({ responseCode: 550, response: "550 5.1.1 no such user" })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 554 })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 451, response: "451 try later" })).toBe(false);
    expect(isPermanentSmtpFailure({ code: "ECONNREFUSED" })).toBe(false);
    expect(isPermanentSmtpFailure(new Error("Greeting never received"))).toBe(false);
    expect(isPermanentSmtpFailure(null)).toBe(false);
  });

  it("keeps the server's reply for the admin", () => {
    expect(describeSmtpFailure({ responseCode: 550, response: "550 5.1.1 no such user", message: "Can't send mail" })).toBe(
      "550 5.1.1 no such user",
    );
    expect(describeSmtpFailure(new Error("connect ECONNREFUSED 127.0.0.1:2525"))).toBe("connect ECONNREFUSED 127.0.0.1:2525");
  });
});

describe("masked addresses", () => {
  it("shows only the first letter and the domain", () => {
    expect(maskEmail("ana.lima@example.com")).toBe("a***@example.com");
    expect(maskEmail("nonsense")).toBe("***");
  });
});
