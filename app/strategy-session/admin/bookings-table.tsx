import { Form } from "react-router";
import { DataTable } from "~/ui/data-table";
import { offerCounts, walletOffer } from "~/lib/wallet-offer";
import { WalletSnapshotView } from "~/ui/wallet-snapshot-tables";
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

/** The wallet the visitor attached, folded away under its counts so the table stays scannable. */
function BookingWallet({ booking }: { booking: BookingRow }) {
  const offer = walletOffer(booking.wallet ?? undefined);
  if (!booking.wallet || !offer) return <p className="mt-1 text-slate-600">No wallet attached</p>;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer font-medium text-brand-700">
        Attached wallet ({offerCounts(offer)}) of {booking.name}
      </summary>
      <WalletSnapshotView wallet={booking.wallet} />
    </details>
  );
}

/** The owner's sessions with the visitor's details and payment status; upcoming ones can be cancelled or marked paid. */
export function BookingsTable({ caption, rows, actions }: { caption: string; rows: BookingRow[]; actions: boolean }) {
  if (rows.length === 0) return <p className="mt-2 text-slate-600">No {caption.toLowerCase()}.</p>;
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={["When (EST)", "Visitor", "Status", "Payment", ...(actions ? ["Actions"] : [])]}
      dense
      className="mt-2"
    >
      {rows.map((booking) => (
        <tr key={booking.id} id={`booking-${booking.id}`} className="align-top">
          <td className="px-3 py-2">
            {sessionDateLabel(booking.date)}
            <br />
            {sessionTimeLabel(booking.time)}
          </td>
          <td className="px-3 py-2">
            {booking.name}
            <br />
            <a href={`mailto:${booking.email}`} className="text-brand-700 underline">
              {booking.email}
            </a>
            <br />
            {booking.phone}
            <BookingWallet booking={booking} />
          </td>
          <td className="px-3 py-2">{statusLabels[booking.status]}</td>
          <td className="px-3 py-2">{paymentLabels[booking.paymentStatus]}</td>
          {actions ? (
            <td className="flex flex-wrap gap-2 px-3 py-2">
              {booking.paymentStatus === "unpaid" && booking.status === "awaiting_payment" ? (
                <RowAction id={booking.id} intent="mark-paid" label={`Mark paid (${booking.name})`} />
              ) : null}
              <RowAction id={booking.id} intent="cancel" label={`Cancel session (${booking.name})`} />
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
