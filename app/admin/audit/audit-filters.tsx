import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { auditFilterParams, type AuditFilter } from "./audit-filter";
import { auditKinds } from "./audit-kinds";

const fieldClass = "mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-medium text-slate-800";

/** A GET form, so a filtered view works without JavaScript, can be bookmarked and exported as shown. */
export function AuditFilters({ filter, admins }: { filter: AuditFilter; admins: Array<{ id: number; email: string }> }) {
  const exportQuery = auditFilterParams({ ...filter, before: undefined }).toString();
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
      <label className={labelClass}>
        Admin
        <select name="admin" defaultValue={filter.adminId ?? ""} className={fieldClass}>
          <option value="">Anyone</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.email}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Kind
        <select name="kind" defaultValue={filter.kind ?? ""} className={fieldClass}>
          <option value="">Any</option>
          {Object.entries(auditKinds).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass()}>
        Filter
      </button>
      <Link to="/admin/audit" className={buttonClass("secondary")}>
        Reset
      </Link>
      <a href={`/admin/audit.csv${exportQuery ? `?${exportQuery}` : ""}`} download className={buttonClass("secondary")}>
        Export CSV
      </a>
    </Form>
  );
}
