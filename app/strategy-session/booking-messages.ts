/** The booking form's names, labels and messages: plain data the browser can load without the schema. */

/** The booking form's validation messages, one per field. */
export const bookingMessages = {
  firstName: "First name must be at least 2 characters.",
  lastName: "Last name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  cardNumber: "Please enter a valid card number.",
  expiryDate: "Please enter MM/YY format.",
  cvv: "CVV must be at least 3 digits.",
  billingZip: "Please enter a valid zip code.",
} as const;

/** Ours: the spec has no message for a past expiry month or a missing slot. */
export const cardExpiredMessage = "This card has expired.";
export const chooseSlotMessage = "Please choose a date and time.";
export const slotTakenMessage = "Sorry, that time was just booked by someone else. Please choose another time; your details are kept.";

export const invalidManageLinkMessage = "This link has expired or is not valid. Bookings can be changed up to 24 hours before the session.";

export const personalFields = ["firstName", "lastName", "email", "phone"] as const;
export const cardFields = ["cardNumber", "expiryDate", "cvv", "billingZip"] as const;
export type PersonalField = (typeof personalFields)[number];
export type CardField = (typeof cardFields)[number];
export type BookingField = PersonalField | CardField | "date" | "time";

export const fieldLabels: Record<PersonalField | CardField, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  cardNumber: "Card Number",
  expiryDate: "Expiry Date",
  cvv: "CVV",
  billingZip: "Billing ZIP",
};

export type BookingValues = Record<BookingField, string>;
export type BookingErrors = Partial<Record<BookingField, string>>;
