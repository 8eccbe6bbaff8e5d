import { Link } from "react-router";
import { formatDateTime } from "~/lib/format-date";
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
    <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Outgoing email, newest first</caption>
        <thead className="bg-slate-50">
          <tr>
            {["Created", "To", "Subject", "Kind", "Status", "Attempts", "Last error"].map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold text-slate-800">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}
