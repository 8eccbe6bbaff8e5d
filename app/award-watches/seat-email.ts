import type { EmailContent } from "~/email/template";
import { formatIsoDate } from "~/lib/format-date";
import { awardWatchesPath } from "./paths";
import { watchCabinLabels, type WatchCabin } from "./watch-form";

/** One of the visitor's currencies that transfers to the seat's program today, at its ratio ("1:1"). */
export interface SeatTransfer {
  currency: string;
  ratio: string;
}

export interface SeatEmailInput {
  route: string;
  cabin: WatchCabin;
  /** The program's name ('Air Canada Aeroplan'). */
  program: string;
  flightDate: string;
  miles: number;
  taxes: string | null;
  seenAt: Date | null;
  transfers: readonly SeatTransfer[];
  stopUrl: string;
}

export const seatEmailFootnote = "You receive this because you set an award-space watch on this route while signed in.";

/** "2026-11-28 14:05 UTC": the provider's own time, in a zone nobody has to guess. */
export function formatSeenAt(seenAt: Date | null): string {
  return seenAt ? `${seenAt.toISOString().slice(0, 16).replace("T", " ")} UTC` : "not given by the provider";
}

/** The email for one newly seen seat: what, when, how many miles, and which of the visitor's points get there. */
export function awardSeatEmail(seat: SeatEmailInput): { subject: string; content: EmailContent } {
  const miles = seat.miles.toLocaleString("en-US");
  const cabin = watchCabinLabels[seat.cabin].toLowerCase();
  const transfers =
    seat.transfers.length > 0
      ? `Your points that transfer to ${seat.program} today: ${seat.transfers.map((transfer) => `${transfer.currency} (${transfer.ratio})`).join(", ")}.`
      : `None of the points in your wallet transfer to ${seat.program} today.`;
  return {
    subject: `Award seat: ${seat.route}, ${cabin}, ${formatIsoDate(seat.flightDate)}, ${miles} miles`.slice(0, 200),
    content: {
      heading: `${seat.program}: ${cabin} seat ${seat.route} on ${formatIsoDate(seat.flightDate)}`,
      paragraphs: [
        transfers,
        "Award space comes and goes: the seat may be gone by the time you search. Confirm it on the program's site before you transfer points, as transfers cannot be undone.",
      ],
      fields: [
        { label: "Program", value: seat.program },
        { label: "Date", value: formatIsoDate(seat.flightDate) },
        { label: "Cabin", value: watchCabinLabels[seat.cabin] },
        { label: "Miles", value: miles },
        { label: "Taxes and fees", value: seat.taxes ?? "not given by the provider" },
        { label: "Seen at", value: formatSeenAt(seat.seenAt) },
      ],
      action: { label: "See your award watches", url: awardWatchesPath },
      footnotes: [seatEmailFootnote, `Stop this watch with one click: ${seat.stopUrl}`],
    },
  };
}
