import { Link } from "react-router";
import { formatDateTime } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import type { OutboxSummary } from "../admin.server";
import { outboxStatusLabel } from "../status-label";

const statusStyles = {
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  queued: "bg-amber-100 text-amber-900",
} as const;

export function OutboxTable({ messages, mailServerConfigured }: { messages: readonly OutboxSummary[]; mailServerConfigured: boolean }) {
  if (messages.length === 0) return <p className="mt-6 text-slate-700">No messages.</p>;
  return (
    <DataTable
      caption="Outgoing email, newest first"
      captionHidden
      columns={["Created", "To", "Subject", "Kind", "Status", { numeric: "Attempts" }, "Last error"]}
      dense
      className="mt-6"
    >
      {messages.map((message) => (
        <tr key={message.id}>
          <td className="whitespace-nowrap px-3 py-2">{formatDateTime(message.createdAt)}</td>
          <td className="px-3 py-2">{message.toAddress}</td>
          <td className="px-3 py-2">
            <Link to={`/admin/outbox/${message.id}`} className="font-medium text-brand-700 underline hover:text-brand-900">
              {message.subject}
            </Link>
          </td>
          <td className="px-3 py-2">{message.kind}</td>
          <td className="px-3 py-2">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[message.status]}`}>
              {outboxStatusLabel(message.status, mailServerConfigured)}
            </span>
          </td>
          <td className="px-3 py-2 text-right">{message.attempts}</td>
          <td className="max-w-xs truncate px-3 py-2" title={message.lastError ?? undefined}>
            {message.lastError ?? ""}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
