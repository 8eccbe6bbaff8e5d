import { bookingScenes, fallbackScene, type RecentBooking } from "./recent-bookings";

/**
 * A picture the site draws itself for a sample booking: no remote photo to fail or to track the
 * visitor, and a default palette when a booking names no scene we know.
 */
export function BookingScene({ booking }: { booking: Pick<RecentBooking, "scene" | "destination"> }) {
  const colours = bookingScenes[booking.scene] ?? fallbackScene;
  return (
    <svg
      viewBox="0 0 96 72"
      width={96}
      height={72}
      role="img"
      aria-label={`Illustration for ${booking.destination}`}
      className="h-18 w-24 shrink-0 rounded-md"
    >
      <rect width="96" height="72" fill={colours.sky} />
      <circle cx="74" cy="18" r="8" fill={colours.accent} />
      <path d="M0 52 L22 34 L40 48 L60 28 L96 54 L96 72 L0 72 Z" fill={colours.ground} />
      <path d="M14 22 l14 -3 l6 -6 l3 1 l-4 6 l9 -2 l3 -3 l2 1 l-2 4 l-30 6 z" fill={colours.accent} opacity="0.95" />
    </svg>
  );
}
