import { Link } from "react-router";
import { auditFilterParams, parseAuditFilter } from "~/admin/audit/audit-filter";
import { AuditFilters } from "~/admin/audit/audit-filters";
import { AuditTable } from "~/admin/audit/audit-table";
import { auditAdmins, auditPage } from "~/admin/audit/audit.server";
import { pageMeta } from "~/layout/meta";
import type { Route } from "./+types/audit";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Audit log", "Who signed in and what each admin changed."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const [page, admins] = await Promise.all([auditPage(filter), auditAdmins()]);
  const older = page.nextBefore ? `?${auditFilterParams({ ...filter, before: page.nextBefore }).toString()}` : undefined;
  const newest = filter.before ? `?${auditFilterParams({ ...filter, before: undefined }).toString()}` : undefined;
  return { filter, admins, entries: page.entries, older, newest };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filter, admins, entries, older, newest } = loaderData;
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Audit log</h1>
      <p className="mt-2 text-slate-700">
        Every sign-in, failed sign-in and change made in the admin, newest first. Entries cannot be edited or deleted.
      </p>
      <AuditFilters filter={filter} admins={admins} />
      <AuditTable entries={entries} />
      <nav aria-label="Audit log pages" className="mt-6 flex gap-6">
        {newest ? (
          <Link to={newest} className="font-medium underline hover:text-brand-700">
            Newest entries
          </Link>
        ) : null}
        {older ? (
          <Link to={older} className="font-medium underline hover:text-brand-700">
            Older entries
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
