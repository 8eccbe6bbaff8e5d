import { Link } from "react-router";
import { pageMeta } from "~/layout/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Admin", "Run the site: deals, transfer bonuses, subscribers and bookings."),
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard() {
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
          <Link to="/admin/subscribers" className="font-medium text-brand-700 underline hover:text-brand-900">
            Subscribers
          </Link>
          <span className="text-slate-700">: search, export and remove newsletter subscribers.</span>
        </li>
        <li>
          <Link to="/admin/newsletter" className="font-medium text-brand-700 underline hover:text-brand-900">
            Newsletter
          </Link>
          <span className="text-slate-700">: write, preview, test and send an issue to the list, and follow its progress.</span>
        </li>
      </ul>
    </div>
  );
}
