import { X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Notice } from "./notice";
import { nextToastId, subscribeToToasts, type ShownNotice } from "./toast-store";

/**
 * Where notices appear. A notice from the server (after a redirect) is part of the rendered
 * HTML, so it shows without JavaScript; once the page is interactive each toast can be
 * dismissed and leaves by itself after its duration. Toasts from `toast()` join the same list.
 */
export function Toaster({ initial }: { initial?: Notice }) {
  const [notices, setNotices] = useState<ShownNotice[]>(() => (initial ? [{ ...initial, id: 0 }] : []));
  const [lastInitial, setLastInitial] = useState(initial);

  // A later navigation's loader can bring a new server notice (an action redirected here).
  if (initial !== lastInitial) {
    setLastInitial(initial);
    if (initial) setNotices((current) => [...current, { ...initial, id: nextToastId() }]);
  }

  useEffect(() => subscribeToToasts((notice) => setNotices((current) => [...current, notice])), []);

  const dismiss = useCallback((id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)), []);

  return (
    <div className="pointer-events-none fixed inset-x-4 top-20 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96">
      {notices.map((notice) => (
        <Toast key={notice.id} notice={notice} onDismiss={dismiss} />
      ))}
    </div>
  );
}

function Toast({ notice, onDismiss }: { notice: ShownNotice; onDismiss: (id: number) => void }) {
  const location = useLocation();
  const { id, durationMs } = notice;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  const destructive = notice.kind === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900"
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{notice.title}</p>
        {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
      </div>
      {/* Without JavaScript the link reloads the page, whose notice has already been cleared. */}
      <a
        href={`${location.pathname}${location.search}`}
        onClick={(event) => {
          event.preventDefault();
          onDismiss(id);
        }}
        className="rounded p-1 hover:bg-black/5"
        aria-label="Dismiss notification"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </a>
    </div>
  );
}
