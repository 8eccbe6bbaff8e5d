import { lazy, Suspense, useState, type MouseEvent } from "react";
import { buttonClass } from "~/ui/button";
import { bookPagePath } from "./paths";

// The dialog, its calendar and its styles load the first time a visitor opens it, never with the page.
const BookingDialog = lazy(() => import("./booking-dialog"));

/**
 * The strategy block's Book Session control. Without JavaScript it is a link to the booking
 * pages; once the page has hydrated, it opens the two-step booking dialog instead.
 */
export function BookSessionButton({ className = "" }: { className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <a href={bookPagePath} onClick={openDialog} aria-haspopup="dialog" className={buttonClass("primary", className)}>
        Book Session
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          <BookingDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
