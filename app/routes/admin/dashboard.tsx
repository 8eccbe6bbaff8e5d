import { Link } from "react-router";
import { lastBackupLine } from "~/backup/nightly.server";
import { countNewConciergeRequests } from "~/concierge/requests.server";
import { countFailedSince } from "~/email/admin.server";
import { pageMeta } from "~/layout/meta";
import { nextSessions } from "~/strategy-session/admin/admin-bookings.server";
import { sessionDateLabel, sessionTimeLabel } from "~/strategy-session/format";
import type { Route } from "./+types/dashboard";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Admin", "Run the site: deals, transfer bonuses, subscribers and bookings."),
  { name: "robots", content: "noindex" },
];

const week = 7 * 24 * 60 * 60 * 1000;

export async function loader() {
  const [failedEmails, newRequests, sessions, backup] = await Promise.all([
    countFailedSince(new Date(Date.now() - week)),
    countNewConciergeRequests(),
    nextSessions(),
    lastBackupLine(),
  ]);
  return { failedEmails, newRequests, nextSessions: sessions, backup };
}

function AdminLink({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className="font-medium text-brand-700 underline hover:text-brand-900">
        {label}
      </Link>
      <span className="text-slate-700">: {children}</span>
    </li>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { failedEmails, newRequests, nextSessions: sessions, backup } = loaderData;
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Admin dashboard</h1>
      <ul className="mt-6 space-y-3" aria-label="At a glance">
        <li className={failedEmails > 0 ? "font-semibold text-red-800" : "text-slate-700"}>
          {`${failedEmails === 1 ? "1 email" : `${failedEmails} emails`} failed in the last 7 days.`}
        </li>
        <li className={newRequests > 0 ? "font-semibold text-slate-900" : "text-slate-700"}>
          <Link to="/admin/requests?status=new" className="underline hover:text-brand-700">
            {newRequests === 1 ? "1 new concierge request" : `${newRequests} new concierge requests`}
          </Link>
        </li>
        <li className="text-slate-700">
          {sessions.length === 0
            ? "No strategy sessions booked."
            : `Next sessions: ${sessions.map((session) => `${sessionDateLabel(session.date)}, ${sessionTimeLabel(session.time)} (${session.name})`).join("; ")}.`}
        </li>
        {backup && <li className={backup.stale ? "font-semibold text-red-800" : "text-slate-700"}>{backup.text}</li>}
      </ul>
      <h2 className="mt-8 text-lg font-semibold text-brand-900">Manage</h2>
      <ul className="mt-3 space-y-2">
        <AdminLink to="/admin/deals" label="Deals">
          write, edit, publish and delete credit card deals.
        </AdminLink>
        <AdminLink to="/admin/requests" label="Concierge requests">
          booking requests from visitors, their status and your notes.
        </AdminLink>
        <AdminLink to="/admin/transfer-bonuses" label="Transfer Bonus Auto-Updater">
          scrape, review and publish transfer bonuses; weekly automation.
        </AdminLink>
        <AdminLink to="/admin/transfer-partners" label="Transfer partners and point values">
          each currency's partners, ratios and transfer rules, and the value of a point.
        </AdminLink>
        <AdminLink to="/admin/card-rules" label="Card application rules">
          each issuer's rules for approvals and bonuses, their sources and the day they were checked.
        </AdminLink>
        <AdminLink to="/admin/alerts" label="Reader alerts">
          how many readers have each kind of alert, and the emails each sent.
        </AdminLink>
        <AdminLink to="/admin/subscribers" label="Subscribers">
          search, export and remove newsletter subscribers.
        </AdminLink>
        <AdminLink to="/admin/newsletter" label="Newsletter">
          write, preview, test and send an issue to the list, and follow its progress.
        </AdminLink>
        <AdminLink to="/admin/bookings" label="Strategy sessions">
          upcoming and past sessions, payments, blocked days and booking rules.
        </AdminLink>
        <AdminLink to="/admin/outbox" label="Outbox">
          every email the site sends, its delivery status, and retries.
        </AdminLink>
        <AdminLink to="/admin/insights" label="Insights">
          page views, referrers, top deals and form conversion over the last 30 days.
        </AdminLink>
        <AdminLink to="/admin/searches" label="Flight searches">
          what visitors ask the Flight Search Assistant, per day and route.
        </AdminLink>
        <AdminLink to="/admin/settings" label="Settings">
          the address that receives new leads, and a test email.
        </AdminLink>
        <AdminLink to="/admin/privacy" label="Privacy">
          find, export or erase a person&apos;s data; retention periods and erasure requests.
        </AdminLink>
        <AdminLink to="/admin/admins" label="Admins">
          who can sign in to the admin; invite an admin or remove one.
        </AdminLink>
        <AdminLink to="/admin/audit" label="Audit log">
          every sign-in and every change made in the admin, who made it and from where.
        </AdminLink>
        <AdminLink to="/admin/account" label="Your account">
          your password and the browsers signed in to your account; sign any of them out.
        </AdminLink>
      </ul>
    </div>
  );
}
