import { BookingScene } from "./booking-scene";
import { formatUsd } from "./pricing";
import { recentBookings, relativeDateLabel, shortPoints, type RecentBooking } from "./recent-bookings";
import { FiveStars } from "./stars";

/** The request form's right column: six sample bookings, how their figures are worked out, and the rating. */
export function RecentBookingsColumn({ today }: { today: string }) {
  return (
    <aside aria-labelledby="recent-bookings-heading" className="space-y-4">
      <h2 id="recent-bookings-heading" className="text-xl font-bold text-brand-900">
        Recent Member Bookings
      </h2>
      <ul className="space-y-3">
        {recentBookings.map((booking) => (
          <li key={booking.name}>
            <BookingCard booking={booking} today={today} />
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        * Figures are based on member bookings compared to credit card portal rates and assume $0.01 per point value.
      </p>
      <RatingCard />
    </aside>
  );
}

function BookingCard({ booking, today }: { booking: RecentBooking; today: string }) {
  return (
    <article className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <BookingScene booking={booking} />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{booking.name}</h3>
          <p className="text-xs text-slate-600">
            <time dateTime={booking.bookedOn}>{relativeDateLabel(booking.bookedOn, today)}</time>
          </p>
        </div>
        <p className="text-slate-700">
          {booking.destination} · {booking.travelClass}
        </p>
        <p className="mt-1 font-semibold text-green-800">
          Saved {formatUsd(booking.savedDollars * 100)} ({booking.percentSaved}%)
        </p>
        <p className="text-slate-700">
          {shortPoints(booking.pointsUsed)} points vs {shortPoints(booking.portalPoints)} via portal
        </p>
        <div className="mt-1">
          <FiveStars className="size-3.5" />
        </div>
      </div>
    </article>
  );
}

function RatingCard() {
  return (
    <div className="rounded-lg border border-slate-200 bg-brand-50 p-4 text-center">
      <p className="text-3xl font-bold text-brand-900">5.0</p>
      <div className="mt-1 flex justify-center">
        <FiveStars className="size-5" />
      </div>
      <p className="mt-1 text-sm text-slate-700">Based on 200+ verified bookings</p>
    </div>
  );
}
