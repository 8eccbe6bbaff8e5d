import { Form } from "react-router";
import { Select } from "~/ui/field";
import { FilterActions } from "~/ui/filter-actions";
import { auditFilterParams, type AuditFilter } from "./audit-filter";
import { auditKinds } from "./audit-kinds";

/** A GET form, so a filtered view works without JavaScript, can be bookmarked and exported as shown. */
export function AuditFilters({ filter, admins }: { filter: AuditFilter; admins: Array<{ id: number; email: string }> }) {
  const exportQuery = auditFilterParams({ ...filter, before: undefined }).toString();
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
      <Select
        name="admin"
        label="Admin"
        defaultValue={filter.adminId ?? ""}
        placeholder="Anyone"
        options={admins.map((admin) => ({ value: String(admin.id), label: admin.email }))}
      />
      <Select
        name="kind"
        label="Kind"
        defaultValue={filter.kind ?? ""}
        placeholder="Any"
        options={Object.entries(auditKinds).map(([kind, label]) => ({ value: kind, label }))}
      />
      <FilterActions resetTo="/admin/audit" exportHref={`/admin/audit.csv${exportQuery ? `?${exportQuery}` : ""}`} />
    </Form>
  );
}
