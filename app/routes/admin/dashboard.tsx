import { Link } from "react-router";
import { FiguresSection } from "~/admin/dashboard/figures-section";
import { dashboardFigures, oldestUnsent } from "~/admin/dashboard/figures.server";
import { scheduleLine, scrapeLine, unsentLine, type HealthLine } from "~/admin/dashboard/health";
import { nextScheduledJobs } from "~/admin/dashboard/schedules.server";
import { lastBackupLine } from "~/backup/nightly.server";
import { countNewConciergeRequests } from "~/concierge/requests.server";
import { countFailedSince } from "~/email/admin.server";
import { pageMeta } from "~/layout/meta";
import { nextSessions } from "~/strategy-session/admin/admin-bookings.server";
import { sessionDateLabel, sessionTimeLabel } from "~/strategy-session/format";
import { listRecentRuns } from "~/transfer-bonuses/runs.server";
import type { Route } from "./+types/dashboard";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Admin", "Run the site: deals, transfer bonuses, subscribers and bookings."),
  { name: "robots", content: "noindex" },
];

const week = 7 * 24 * 60 * 60 * 1000;

/** The dashboard asks each domain for its part; the figures read their tables directly (decision 086). */
export async function loader() {
  const now = new Date();
  const [failedEmails, newRequests, sessions, backup, figures, unsent, runs, jobs] = await Promise.all([
    countFailedSince(new Date(now.getTime() - week)),
    countNewConciergeRequests(),
    nextSessions(),
    lastBackupLine(),
    dashboardFigures(now),
    oldestUnsent(),
    listRecentRuns(1),
    nextScheduledJobs(5, now),
  ]);
  const health = { unsent: unsentLine(unsent, now), scrape: scrapeLine(runs[0]), jobs: scheduleLine(jobs) };
  return { failedEmails, newRequests, nextSessions: sessions, backup, figures, health };
}

function HealthItem({ line, to }: { line: HealthLine; to?: string }) {
  const className = line.warn ? "font-semibold text-red-800" : "text-slate-700";
  return (
    <li className={className}>
      {to ? (
        <Link to={to} className="underline hover:text-brand-700">
          {line.text}
        </Link>
      ) : (
        line.text
      )}
    </li>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { failedEmails, newRequests, nextSessions: sessions, backup, figures, health } = loaderData;
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Admin dashboard</h1>
      <ul className="mt-6 space-y-3" aria-label="At a glance">
        <li className={failedEmails > 0 ? "font-semibold text-red-800" : "text-slate-700"}>
          <Link to="/admin/outbox?status=failed" className="underline hover:text-brand-700">
            {`${failedEmails === 1 ? "1 email" : `${failedEmails} emails`} failed in the last 7 days.`}
          </Link>
        </li>
        <HealthItem line={health.unsent} to="/admin/outbox?status=queued" />
        <li className={newRequests > 0 ? "font-semibold text-slate-900" : "text-slate-700"}>
          <Link to="/admin/requests?status=new" className="underline hover:text-brand-700">
            {newRequests === 1 ? "1 new concierge request" : `${newRequests} new concierge requests`}
          </Link>
        </li>
        <li className="text-slate-700">
          <Link to="/admin/bookings" className="underline hover:text-brand-700">
            {sessions.length === 0
              ? "No strategy sessions booked."
              : `Next sessions: ${sessions.map((session) => `${sessionDateLabel(session.date)}, ${sessionTimeLabel(session.time)} (${session.name})`).join("; ")}.`}
          </Link>
        </li>
        {backup && <li className={backup.stale ? "font-semibold text-red-800" : "text-slate-700"}>{backup.text}</li>}
        <HealthItem line={health.scrape} to="/admin/transfer-bonuses" />
        <HealthItem line={health.jobs} />
      </ul>
      <FiguresSection cards={figures.cards} topDeals={figures.topDeals} />
    </div>
  );
}
