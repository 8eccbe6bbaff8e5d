import type { RequestField } from "./request-values";

/** The request form's words: its field labels and the notice after sending. */
export const requestFieldLabels: Record<RequestField, string> = {
  name: "Full Name",
  email: "Email",
  phone: "Phone",
  travelDates: "Date(s) of Travel",
  fromDestination: "From",
  toDestination: "To",
  passengers: "Number of Passengers",
  preferredClass: "Preferred Class",
  maxStops: "Maximum Number of Stops",
  pointsList: "List all airline and credit card points",
};

export const requestSuccessTitle = "Booking request submitted successfully!";
export const requestReceivedPath = "/booking-form/received";
export const submitLabel = "Submit Booking Request";
