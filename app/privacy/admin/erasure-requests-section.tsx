import { Form, Link } from "react-router";
import { formatDateTime } from "~/lib/format-date";
import type { PendingRequestView } from "./view";

/** Erasure requests visitors made from their link, waiting for the owner or the daily job. */
export function ErasureRequestsSection({ pending }: { pending: PendingRequestView[] }) {
  return (
    <section aria-labelledby="privacy-requests" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="privacy-requests" className="text-lg font-semibold text-brand-900">
        Pending erasure requests
      </h2>
      {pending.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No one is waiting for an erasure.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {pending.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-medium text-slate-900">{request.email}</p>
                <p className="text-slate-600">
                  Asked {formatDateTime(new Date(request.requestedAt))}.{" "}
                  {request.dueAt ? `Erased automatically after ${formatDateTime(new Date(request.dueAt))}.` : "Waits for you."}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Link
                  to={`/admin/privacy?email=${encodeURIComponent(request.email)}`}
                  className="text-sm font-medium text-brand-700 underline"
                >
                  Review<span className="sr-only"> data of {request.email}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="confirm-request" />
                  <input type="hidden" name="id" value={request.id} />
                  <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800">
                    Erase now<span className="sr-only"> for {request.email}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
