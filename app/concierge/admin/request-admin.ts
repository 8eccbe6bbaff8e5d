import { z } from "~/lib/zod";
import { businessTimeZone } from "~/config/business";
import { conciergeRequestStatuses, type ConciergeRequestStatus } from "~/db/tables/concierge";
import { toCsv } from "~/lib/csv";
import { formatUsd } from "../pricing";
import { classLabel, stopsLabel } from "../request-emails";

export { conciergeRequestStatuses, type ConciergeRequestStatus };

export const statusLabels: Record<ConciergeRequestStatus, string> = {
  new: "New",
  quoted: "Quoted",
  booked: "Booked",
  closed: "Closed",
};

/** The status filter from the list's query string; anything else means all. */
export function statusFilter(value: string | null): ConciergeRequestStatus | undefined {
  return conciergeRequestStatuses.find((status) => status === value);
}

const dateTime = new Intl.DateTimeFormat("en-US", { timeZone: businessTimeZone, dateStyle: "medium", timeStyle: "short" });

/** An instant as the owner reads it: New York time. */
export function formatRequestTime(date: Date): string {
  return `${dateTime.format(date)} ET`;
}

export const privateNotesMaxLength = 5_000;

export const requestUpdateSchema = z.object({
  status: z.enum(conciergeRequestStatuses, "Choose a status."),
  privateNotes: z.string().max(privateNotesMaxLength, `Notes must be at most ${privateNotesMaxLength} characters.`),
});

/** The stored columns the owner sees; a subset of the table's row. */
export interface RequestRow {
  id: number;
  createdAt: Date;
  status: ConciergeRequestStatus;
  name: string;
  email: string;
  phone: string;
  travelDates: string;
  fromDestination: string;
  toDestination: string;
  passengers: number;
  preferredClass: string;
  maxStops: string;
  pointsList: string;
  quotedPriceCents: number;
  privateNotes: string;
}

const detailColumns: ReadonlyArray<readonly [label: string, value: (row: RequestRow) => string]> = [
  ["Received", (row) => formatRequestTime(row.createdAt)],
  ["Status", (row) => statusLabels[row.status]],
  ["Name", (row) => row.name],
  ["Email", (row) => row.email],
  ["Phone", (row) => row.phone],
  ["Date(s) of travel", (row) => row.travelDates],
  ["From", (row) => row.fromDestination],
  ["To", (row) => row.toDestination],
  ["Passengers", (row) => String(row.passengers)],
  ["Preferred class", (row) => classLabel(row.preferredClass)],
  ["Maximum stops", (row) => stopsLabel(row.maxStops)],
  ["Points", (row) => row.pointsList],
  ["Quoted price", (row) => formatUsd(row.quotedPriceCents)],
];

/** Every field of a request, labelled, for the detail page. */
export function requestDetails(row: RequestRow): Array<{ label: string; value: string }> {
  return detailColumns.map(([label, value]) => ({ label, value: value(row) }));
}

/** The export: one row per request, every field and the private notes, safe to open in a spreadsheet. */
export function requestsCsv(rows: readonly RequestRow[]): string {
  const header = ["ID", ...detailColumns.map(([label]) => label), "Private notes"];
  return toCsv([header, ...rows.map((row) => [String(row.id), ...detailColumns.map(([, value]) => value(row)), row.privateNotes])]);
}
