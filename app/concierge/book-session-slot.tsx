import { ButtonLink } from "~/ui/button";

/**
 * Where the strategy session's 'Book Session' control sits. An ordinary link to the booking
 * pages, so it works without JavaScript; the booking dialog can take its place here.
 */
export function BookSessionSlot() {
  return (
    <ButtonLink to="/concierge/book" className="w-full py-3 text-base">
      Book Session
    </ButtonLink>
  );
}
