import { Form, Link } from "react-router";
import { formatDateTime } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import { adminsIntents } from "./admins-intents";

export interface AdminRow {
  id: number;
  email: string;
  createdAt: Date;
  lastSignInAt: Date | null;
}

/** Every admin, with "Sign out everywhere" for the others and "Remove" while more than one is left. */
export function AdminsTable({ admins, currentId }: { admins: readonly AdminRow[]; currentId: number }) {
  return (
    <DataTable
      caption="Admin accounts"
      captionHidden
      columns={["Email", "Created", "Last sign-in", { hidden: "Actions" }]}
      dense
      className="mt-6"
    >
      {admins.map((admin) => (
        <tr key={admin.id}>
          <td className="px-3 py-2 break-all text-slate-900">
            {admin.email}
            {admin.id === currentId ? (
              <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">You</span>
            ) : null}
          </td>
          <td className="px-3 py-2 text-slate-700">{formatDateTime(admin.createdAt)}</td>
          <td className="px-3 py-2 text-slate-700">{admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : "Not yet"}</td>
          <td className="px-3 py-2 text-right">
            {admin.id !== currentId ? (
              <Form method="post" className="mr-4 inline">
                <input type="hidden" name="intent" value={adminsIntents.signOutEverywhere} />
                <input type="hidden" name="admin" value={admin.id} />
                <button type="submit" className="font-medium text-brand-700 underline" aria-label={`Sign out everywhere: ${admin.email}`}>
                  Sign out everywhere
                </button>
              </Form>
            ) : null}
            {admins.length > 1 ? (
              <Link
                to={`/admin/admins/${admin.id}/remove`}
                className="font-medium text-red-800 underline hover:text-red-900"
                aria-label={`Remove ${admin.email}`}
              >
                Remove
              </Link>
            ) : (
              <span className="text-slate-700">The only admin</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
