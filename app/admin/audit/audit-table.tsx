import { formatDateTime } from "~/lib/format-date";
import type { AuditRow } from "./audit-csv";
import { auditKinds, type AuditKind } from "./audit-kinds";

export function AuditTable({ entries }: { entries: AuditRow[] }) {
  if (entries.length === 0) return <p className="mt-6 text-slate-700">No entries match.</p>;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              When
            </th>
            <th scope="col" className="py-2 pr-4">
              Admin
            </th>
            <th scope="col" className="py-2 pr-4">
              What
            </th>
            <th scope="col" className="py-2 pr-4">
              Details
            </th>
            <th scope="col" className="py-2">
              Address
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(entry.at)}</td>
              <td className="py-2 pr-4 break-all">{entry.adminEmail ?? "(not signed in)"}</td>
              <td className="py-2 pr-4">{auditKinds[entry.kind as AuditKind] ?? entry.kind}</td>
              <td className="py-2 pr-4">{entry.summary}</td>
              <td className="py-2 break-all">{entry.ip ?? "command line"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
