import { describe, expect, it } from "vitest";
import { keepableValues, parseBooking } from "./booking-form";
import { bookingMessages, cardExpiredMessage, chooseSlotMessage, type BookingValues } from "./booking-messages";

const valid: BookingValues = {
  date: "2026-12-08",
  time: "10:00 AM",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "555-123-4567",
  cardNumber: "4242 4242 4242 4242",
  expiryDate: "12/29",
  cvv: "123",
  billingZip: "10001",
};
const options = { withCard: true, today: "2026-12-01" };

const post = (values: BookingValues) => new URLSearchParams(values);

function errorsFor(overrides: Partial<BookingValues>, withCard = true) {
  const result = parseBooking(post({ ...valid, ...overrides }), { ...options, withCard });
  return result.ok ? {} : result.errors;
}

describe("booking form", () => {
  it("accepts a complete booking and trims what was typed", () => {
    const result = parseBooking(post({ ...valid, firstName: "  Ada " }), options);
    expect(result).toEqual({
      ok: true,
      values: { ...valid, firstName: "  Ada " },
      details: {
        date: "2026-12-08",
        time: "10:00 AM",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "555-123-4567",
      },
    });
  });

  it("gives each of the spec's messages under its field", () => {
    const errors = errorsFor({
      firstName: "A",
      lastName: " B ",
      email: "not-an-email",
      phone: "12345",
      cardNumber: "4242 4242",
      expiryDate: "13/29",
      cvv: "12",
      billingZip: "123",
    });
    expect(errors).toEqual(bookingMessages);
  });

  it("refuses a 16-digit number that fails the Luhn check with the card message", () => {
    expect(errorsFor({ cardNumber: "4242424242424241" })).toEqual({ cardNumber: bookingMessages.cardNumber });
  });

  it("refuses an expiry month that has passed", () => {
    expect(errorsFor({ expiryDate: "11/26" })).toEqual({ expiryDate: cardExpiredMessage });
    expect(errorsFor({ expiryDate: "12/26" })).toEqual({});
  });

  it("ignores the card fields when a payment provider takes the card", () => {
    expect(errorsFor({ cardNumber: "", expiryDate: "", cvv: "", billingZip: "" }, false)).toEqual({});
  });

  it("needs a real date and one of the ten slots", () => {
    expect(errorsFor({ date: "2026-02-30", time: "10:30 AM" })).toEqual({ date: chooseSlotMessage, time: chooseSlotMessage });
  });

  it("keeps typed details for a re-render but never the card number, expiry or CVV", () => {
    expect(keepableValues(valid)).toEqual({ ...valid, cardNumber: "", expiryDate: "", cvv: "" });
  });
});
