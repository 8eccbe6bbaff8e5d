import { auditAdminAction } from "~/admin/audit.server";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import {
  conciergeRequestStatuses,
  privateNotesMaxLength,
  requestDetails,
  requestUpdateSchema,
  statusLabels,
} from "~/concierge/admin/request-admin";
import { getConciergeRequest, updateConciergeRequest } from "~/concierge/requests.server";
import { pageMeta } from "~/layout/meta";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { buttonClass } from "~/ui/button";
import { FieldError } from "~/ui/text-field";
import type { Route } from "./+types/request-detail";
import { routePolicy } from "~/lib/route-policy";

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
  return { id: row.id, name: row.name, status: row.status, privateNotes: row.privateNotes, details: requestDetails(row) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const row = await requireRequest(params.id);
  const form = await request.formData();
  const values = { status: String(form.get("status") ?? ""), privateNotes: String(form.get("privateNotes") ?? "") };
  const parsed = requestUpdateSchema.safeParse(values);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return data({ values, errors: { status: errors.status?.[0], privateNotes: errors.privateNotes?.[0] } }, { status: 400 });
  }
  await updateConciergeRequest(row.id, parsed.data);
  // The private notes stay out of the log: they can hold a visitor's personal details.
  await auditAdminAction(context, "request-updated", `Concierge request #${row.id}: ${row.status} to ${parsed.data.status}`, {
    id: row.id,
    from: row.status,
    to: parsed.data.status,
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
      <Form method="post" className="mt-10 max-w-2xl space-y-5 rounded-lg border border-slate-200 p-6">
        <h2 className="text-lg font-semibold text-brand-900">Follow-up</h2>
        <div>
          <label htmlFor="request-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id="request-status"
            name="status"
            defaultValue={values.status}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={errors.status ? "request-status-error" : undefined}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {conciergeRequestStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
          <FieldError id="request-status-error">{errors.status}</FieldError>
        </div>
        <div>
          <label htmlFor="request-notes" className="block text-sm font-medium text-slate-800">
            Private notes
          </label>
          <textarea
            id="request-notes"
            name="privateNotes"
            rows={6}
            maxLength={privateNotesMaxLength}
            defaultValue={values.privateNotes}
            aria-invalid={errors.privateNotes ? true : undefined}
            aria-describedby={errors.privateNotes ? "request-notes-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
          <FieldError id="request-notes-error">{errors.privateNotes}</FieldError>
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Save
        </button>
      </Form>
    </div>
  );
}
