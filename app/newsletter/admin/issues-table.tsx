import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { formatLongDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";

export interface IssueRow {
  id: number;
  subject: string;
  status: string;
  createdAt: Date;
  progress: { recipients: number; queued: number; sent: number; failed: number };
}

const refreshMs = 5_000;

/** Sent issues with their progress; while one is going out the page refreshes itself (with JavaScript). */
export function IssuesTable({ issues }: { issues: IssueRow[] }) {
  const sending = issues.some((issue) => issue.status === "sending" || issue.progress.queued > 0);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void revalidate(), refreshMs);
    return () => clearInterval(timer);
  }, [sending, revalidate]);

  if (issues.length === 0) return <p className="mt-4 text-slate-700">No issues sent yet.</p>;
  return (
    <DataTable
      caption="Issues"
      captionHidden
      columns={["Subject", "Started", "Status", "Recipients", "Queued", "Sent", "Failed"]}
      dense
      className="mt-4"
    >
      {issues.map((issue) => (
        <tr key={issue.id}>
          <td className="px-3 py-2">{issue.subject}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatLongDate(issue.createdAt)}</td>
          <td className="px-3 py-2">{issue.status}</td>
          <td className="px-3 py-2">{issue.progress.recipients}</td>
          <td className="px-3 py-2">{issue.progress.queued}</td>
          <td className="px-3 py-2">{issue.progress.sent}</td>
          <td className="px-3 py-2">{issue.progress.failed}</td>
        </tr>
      ))}
    </DataTable>
  );
}
