import { Form, Link } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { DataTable, type Column } from "~/ui/data-table";
import type { DealSummary } from "../deals.server";

/** The list's one action takes either intent; the hidden field says which. */
export const dealListIntents = { publish: "publish", unpublish: "unpublish" } as const;

const smallButton = "rounded-md border px-2.5 py-1 text-sm font-medium";

function StatusBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Published</span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Draft</span>
  );
}

/** Each row's buttons carry the deal's title for screen readers, so "Delete" is never ambiguous. */
function RowActions({ deal }: { deal: DealSummary }) {
  const intent = deal.published ? dealListIntents.unpublish : dealListIntents.publish;
  return (
    <div className="flex items-center gap-2">
      <Form method="post" action="/admin/deals">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={deal.id} />
        <button type="submit" className={`${smallButton} border-brand-700 text-brand-700 hover:bg-brand-50`}>
          {deal.published ? "Unpublish" : "Publish"}
          <span className="sr-only"> {deal.title}</span>
        </button>
      </Form>
      {/* A link, not a post: deleting happens only after the confirmation page. */}
      <Link to={`/admin/deals/${deal.id}/delete`} className={`${smallButton} border-red-700 text-red-700 hover:bg-red-50`}>
        Delete<span className="sr-only"> {deal.title}</span>
      </Link>
    </div>
  );
}

const columns: Column[] = [
  "Title",
  "Slug",
  "Date",
  "Status",
  { numeric: "Score" },
  { numeric: "Referral clicks (total)" },
  { numeric: "Referral clicks (last 30 days)" },
  "Actions",
];

export function DealsTable({ deals }: { deals: readonly DealSummary[] }) {
  return (
    // Positioned, so the screen-reader-only text in each row scrolls with the table instead of
    // widening the page on a phone.
    <DataTable caption="Every deal, newest first" captionHidden columns={columns} dense className="relative mt-6">
      {deals.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
            No deals yet.
          </td>
        </tr>
      ) : null}
      {deals.map((deal) => (
        <tr key={deal.id}>
          <th scope="row" className="min-w-64 px-3 py-2 font-medium">
            <Link to={`/admin/deals/${deal.id}`} className="text-brand-700 underline hover:text-brand-900">
              {deal.title}
            </Link>
          </th>
          <td className="px-3 py-2 font-mono text-xs text-slate-700">{deal.slug}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatIsoDate(deal.date)}</td>
          <td className="px-3 py-2">
            <StatusBadge published={deal.published} />
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{deal.dealScore ?? <span className="text-slate-600">None</span>}</td>
          <td className="px-3 py-2 text-right tabular-nums">{deal.clicks}</td>
          <td className="px-3 py-2 text-right tabular-nums">{deal.clicksLast30Days}</td>
          <td className="px-3 py-2">
            <RowActions deal={deal} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
