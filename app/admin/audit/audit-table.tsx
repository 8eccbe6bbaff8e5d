import { formatDateTime } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import type { AuditRow } from "./audit-csv";
import { auditKinds, type AuditKind } from "./audit-kinds";

export function AuditTable({ entries }: { entries: AuditRow[] }) {
  if (entries.length === 0) return <p className="mt-6 text-slate-700">No entries match.</p>;
  return (
    <DataTable
      caption="Audit log, newest first"
      captionHidden
      columns={["When", "Admin", "What", "Details", "Address"]}
      dense
      className="mt-6"
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top">
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.at)}</td>
          <td className="px-3 py-2 break-all">{entry.adminEmail ?? "(not signed in)"}</td>
          <td className="px-3 py-2">{auditKinds[entry.kind as AuditKind] ?? entry.kind}</td>
          <td className="px-3 py-2">{entry.summary}</td>
          <td className="px-3 py-2 break-all">{entry.ip ?? "command line"}</td>
        </tr>
      ))}
    </DataTable>
  );
}
