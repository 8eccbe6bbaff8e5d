import { Form } from "react-router";
import { listOutbox, mailServerConfigured } from "~/email/admin.server";
import { NoMailServerNote } from "~/email/admin/no-mail-server-note";
import { OutboxTable } from "~/email/admin/outbox-table";
import { outboxStatuses } from "~/email/status-label";
import type { OutboxStatus } from "~/db/schema";
import { pageMeta } from "~/layout/meta";
import { Select } from "~/ui/field";
import type { Route } from "./+types/outbox";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Outbox", "Every email the site has sent or is about to send."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("status");
  const status = outboxStatuses.find((candidate) => candidate === requested);
  return { status, messages: await listOutbox(status), mailServerConfigured: mailServerConfigured() };
}

const statusNames: Record<OutboxStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Outbox</h1>
      <p className="mt-2 text-slate-700">The newest 100 emails, with their delivery status.</p>
      {loaderData.mailServerConfigured ? null : <NoMailServerNote />}
      <Form method="get" className="mt-6 flex items-end gap-3">
        <Select
          id="status"
          name="status"
          label="Status"
          defaultValue={loaderData.status ?? ""}
          placeholder="All"
          options={outboxStatuses.map((status) => ({ value: status, label: statusNames[status] }))}
        />
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50">
          Filter
        </button>
      </Form>
      <OutboxTable messages={loaderData.messages} mailServerConfigured={loaderData.mailServerConfigured} />
    </div>
  );
}
