import { Link } from "react-router";
import { pageMeta } from "~/layout/meta";
import { nextSessions } from "~/strategy-session/admin/admin-bookings.server";
import { sessionDateLabel, sessionTimeLabel } from "~/strategy-session/format";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Admin", "Run the site: deals, transfer bonuses, subscribers and bookings."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { nextSessions: await nextSessions() };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Admin dashboard</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        You are signed in. The tools to manage transfer bonuses, subscribers and bookings will
        appear here as they are built.
      </p>
      <ul className="mt-6 space-y-2">
        <li>
          <Link to="/admin/deals" className="font-medium text-brand-700 underline hover:text-brand-900">
            Deals
          </Link>
          <span className="text-slate-700">: write, edit, publish and delete credit card deals.</span>
        </li>
        <li>
          <Link to="/admin/bookings" className="font-medium text-brand-700 underline hover:text-brand-900">
            Strategy sessions
          </Link>
          <span className="text-slate-700">
            : {loaderData.nextSessions.length === 0
              ? "no sessions booked yet."
              : `next ${loaderData.nextSessions.map((session) => `${sessionDateLabel(session.date)} ${sessionTimeLabel(session.time)} (${session.name})`).join("; ")}.`}
          </span>
        </li>
      </ul>
    </div>
  );
}
