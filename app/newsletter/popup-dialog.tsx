import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { SubscribeForm } from "./subscribe-form";
import { guidePath, guideTitle } from "./welcome-email";

/**
 * The popup itself: a native modal dialog, so focus moves in and stays there, Escape closes
 * it, and focus goes back to where it was.
 */
export default function PopupDialog({ stamp, onClosed }: { stamp: string; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    return () => previous?.focus();
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      onClose={onClosed}
      aria-labelledby="lead-magnet-heading"
      aria-describedby="lead-magnet-text"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="lead-magnet-heading" className="text-xl font-bold text-brand-900">
          {`Free: ${guideTitle}`}
        </h2>
        <button type="button" onClick={close} aria-label="Close" className="rounded p-1 text-slate-600 hover:bg-slate-100">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id="lead-magnet-text" className="mt-3 text-slate-700">
        How to pick your first travel card, move points to airlines and find award seats. Subscribe and we'll email it to you with our
        newsletter, or{" "}
        <Link to={guidePath} className="font-medium text-brand-700 underline hover:text-brand-900">
          read the guide now
        </Link>
        .
      </p>
      <div className="mt-5">
        <SubscribeForm source="popup" stamp={stamp} onSubscribed={close} />
      </div>
    </dialog>
  );
}
