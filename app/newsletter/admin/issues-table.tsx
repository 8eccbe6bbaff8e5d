import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { formatLongDate } from "~/lib/format-date";

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
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Issues</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {["Subject", "Started", "Status", "Recipients", "Queued", "Sent", "Failed"].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id} className="border-b border-slate-200">
              <td className="py-2 pr-4">{issue.subject}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{formatLongDate(issue.createdAt)}</td>
              <td className="py-2 pr-4">{issue.status}</td>
              <td className="py-2 pr-4">{issue.progress.recipients}</td>
              <td className="py-2 pr-4">{issue.progress.queued}</td>
              <td className="py-2 pr-4">{issue.progress.sent}</td>
              <td className="py-2 pr-4">{issue.progress.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
