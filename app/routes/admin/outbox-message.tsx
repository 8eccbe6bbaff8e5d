import { auditAdminAction } from "~/admin/audit/audit.server";
import { data, Form, Link } from "react-router";
import { retryMessage } from "~/email/delivery.server";
import { findOutboxMessage, mailServerConfigured } from "~/email/admin.server";
import { hideSecretLinks } from "~/email/secret-links";
import { outboxStatusLabel } from "~/email/status-label";
import { pageMeta } from "~/layout/meta";
import { formatDateTime } from "~/lib/format-date";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import type { Route } from "./+types/outbox-message";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Outbox message", "One email and its delivery."),
  { name: "robots", content: "noindex" },
];

async function requireMessage(id: string) {
  const message = /^\d{1,9}$/.test(id) ? await findOutboxMessage(Number(id)) : undefined;
  if (!message) throw data(null, { status: 404 });
  return message;
}

export async function loader({ params }: Route.LoaderArgs) {
  const { htmlBody: _html, textBody, ...message } = await requireMessage(params.id);
  return { message: { ...message, textBody: hideSecretLinks(message.kind, textBody) }, mailServerConfigured: mailServerConfigured() };
}

export async function action({ params, context }: Route.ActionArgs) {
  const message = await requireMessage(params.id);
  const queued = await retryMessage(message.id);
  if (queued) await auditAdminAction(context, "email-retried", `Queued email #${message.id} again`, { id: message.id });
  const notice = queued
    ? successNotice("Queued again", "The message will be sent as soon as the mail server accepts it.")
    : destructiveNotice("Not queued", "Only a failed or waiting message can be retried.");
  return redirectWithNotice(context, `/admin/outbox/${message.id}`, notice);
}

export default function AdminOutboxMessage({ loaderData }: Route.ComponentProps) {
  const { message, mailServerConfigured } = loaderData;
  const facts: Array<[string, string]> = [
    ["To", message.toAddress],
    ["From", message.fromAddress],
    ["Kind", message.kind],
    ["Status", outboxStatusLabel(message.status, mailServerConfigured)],
    ["Attempts", String(message.attempts)],
    ["Created", formatDateTime(message.createdAt)],
    ["Sent", message.sentAt ? formatDateTime(message.sentAt) : "Not yet"],
    ["Last error", message.lastError ?? "None"],
    ...Object.entries(message.headers).map(([name, value]): [string, string] => [name, value]),
    ...message.attachments.map((attachment): [string, string] => ["Attachment", `${attachment.filename} (${attachment.contentType})`]),
  ];
  return (
    <div className="py-8">
      <Link to="/admin/outbox" className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
        Back to the outbox
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-brand-900">{message.subject}</h1>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([term, value], index) => (
          <div key={`${term}-${index}`} className="contents">
            <dt className="font-semibold text-slate-800">{term}</dt>
            <dd className="break-all text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
      {message.status === "failed" ? (
        <Form method="post" className="mt-6">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            Retry sending
          </button>
        </Form>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold text-brand-900">Text body</h2>
      <pre className="mt-3 overflow-x-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900">
        {message.textBody}
      </pre>
    </div>
  );
}
