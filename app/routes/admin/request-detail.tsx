import { auditAdminAction } from "~/admin/audit/audit.server";
import { data, Form, Link } from "react-router";
import {
  conciergeRequestStatuses,
  privateNotesMaxLength,
  requestDetails,
  requestUpdateSchema,
  statusLabels,
} from "~/concierge/admin/request-admin";
import { parseSubmission } from "~/lib/form-submission";
import { getConciergeRequest, updateConciergeRequest } from "~/concierge/requests.server";
import { pageMeta } from "~/layout/meta";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { buttonClass } from "~/ui/button";
import { Select, TextArea } from "~/ui/field";
import type { Route } from "./+types/request-detail";
import { routePolicy } from "~/lib/route-policy";
import { readWalletSnapshot } from "~/lib/wallet-snapshot";
import { WalletSnapshotTables } from "~/ui/wallet-snapshot-tables";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Concierge request", "One concierge request, its status and private notes."),
  { name: "robots", content: "noindex" },
];

async function requireRequest(id: string) {
  const row = /^\d{1,9}$/.test(id) ? await getConciergeRequest(Number(id)) : undefined;
  if (!row) throw data(null, { status: 404 });
  return row;
}

export async function loader({ params }: Route.LoaderArgs) {
  const row = await requireRequest(params.id);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    privateNotes: row.privateNotes,
    details: requestDetails(row),
    wallet: readWalletSnapshot(row.walletSnapshot),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const row = await requireRequest(params.id);
  const update = parseSubmission(await request.formData(), requestUpdateSchema);
  if (!update.ok) return data({ values: update.posted, errors: update.errors }, { status: 400 });
  await updateConciergeRequest(row.id, update.value);
  // The private notes stay out of the log: they can hold a visitor's personal details.
  await auditAdminAction(context, "request-updated", `Concierge request #${row.id}: ${row.status} to ${update.value.status}`, {
    id: row.id,
    from: row.status,
    to: update.value.status,
  });
  return redirectWithNotice(context, `/admin/requests/${row.id}`, successNotice("Request updated"));
}

export default function AdminRequestDetail({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? { status: loaderData.status, privateNotes: loaderData.privateNotes };
  const errors: { status?: string; privateNotes?: string } = actionData?.errors ?? {};
  return (
    <div className="py-8">
      <Link to="/admin/requests" className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
        All requests
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-brand-900">Request from {loaderData.name}</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {loaderData.details.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-medium text-slate-600">{field.label}</dt>
            <dd className="whitespace-pre-wrap text-slate-900">{field.value}</dd>
          </div>
        ))}
      </dl>
      <WalletSnapshotTables wallet={loaderData.wallet} headingId="request-wallet" />
      <Form method="post" className="mt-10 max-w-2xl space-y-5 rounded-lg border border-slate-200 p-6">
        <h2 className="text-lg font-semibold text-brand-900">Follow-up</h2>
        <Select
          id="request-status"
          name="status"
          label="Status"
          defaultValue={values.status}
          options={conciergeRequestStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
          error={errors.status}
        />
        <TextArea
          id="request-notes"
          name="privateNotes"
          label="Private notes"
          rows={6}
          maxLength={privateNotesMaxLength}
          defaultValue={values.privateNotes}
          error={errors.privateNotes}
        />
        <button type="submit" className={buttonClass("primary")}>
          Save
        </button>
      </Form>
    </div>
  );
}
