import { lazy, Suspense, useEffect, useState } from "react";
import { mayOpenPopup, popupDelayMs, popupShownStorageKey } from "./popup-rules";
import { subscribedStorageKey } from "./subscribe-form";

// The dialog's code loads only when the timer fires, so the home page does not carry it.
const PopupDialog = lazy(() => import("./popup-dialog"));

/**
 * The timed lead-magnet popup (home page only). Nothing is rendered on the server or before
 * the timer: it only opens with JavaScript, in the top layer, so it shifts no layout.
 */
export function LeadMagnetPopup({ stamp }: { stamp: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      // Checked when the timer fires: the visitor may have subscribed from the section meanwhile.
      if (!mayOpenPopup(localStorage, subscribedStorageKey)) return;
      localStorage.setItem(popupShownStorageKey, new Date().toISOString());
      setOpen(true);
    }, popupDelayMs);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog stamp={stamp} onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
