import { Form } from "react-router";
import { paymentLabels, statusLabels } from "../booking-status";
import { sessionDateLabel, sessionTimeLabel } from "../format";
import type { BookingRow } from "./admin-bookings.server";

const smallButton = "rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-50";

function RowAction({ id, intent, label }: { id: number; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={smallButton}>
        {label}
      </button>
    </Form>
  );
}

/** The owner's sessions with the visitor's details and payment status; upcoming ones can be cancelled or marked paid. */
export function BookingsTable({ caption, rows, actions }: { caption: string; rows: BookingRow[]; actions: boolean }) {
  if (rows.length === 0) return <p className="mt-2 text-slate-600">No {caption.toLowerCase()}.</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">
              When (EST)
            </th>
            <th scope="col" className="py-2 pr-3">
              Visitor
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2 pr-3">
              Payment
            </th>
            {actions ? (
              <th scope="col" className="py-2">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((booking) => (
            <tr key={booking.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-3">
                {sessionDateLabel(booking.date)}
                <br />
                {sessionTimeLabel(booking.time)}
              </td>
              <td className="py-2 pr-3">
                {booking.name}
                <br />
                <a href={`mailto:${booking.email}`} className="text-brand-700 underline">
                  {booking.email}
                </a>
                <br />
                {booking.phone}
              </td>
              <td className="py-2 pr-3">{statusLabels[booking.status]}</td>
              <td className="py-2 pr-3">{paymentLabels[booking.paymentStatus]}</td>
              {actions ? (
                <td className="flex flex-wrap gap-2 py-2">
                  {booking.paymentStatus === "unpaid" && booking.status === "awaiting_payment" ? (
                    <RowAction id={booking.id} intent="mark-paid" label={`Mark paid (${booking.name})`} />
                  ) : null}
                  <RowAction id={booking.id} intent="cancel" label={`Cancel session (${booking.name})`} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
