import { auditAdminAction } from "~/admin/audit/audit.server";
import { data } from "react-router";
import { adminContext } from "~/admin/sign-in/guard.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { queueEmail } from "~/email/outbox.server";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { issueIntents, IssueEditor } from "~/newsletter/admin/issue-editor";
import { issueSchema } from "~/newsletter/admin/issue-form.server";
import { IssuesTable } from "~/newsletter/admin/issues-table";
import { issueEmailContent } from "~/newsletter/issue-email";
import { listIssues, startIssue } from "~/newsletter/issues.server";
import { queueNextBatch, sendRatePerMinute } from "~/newsletter/send-job.server";
import { countSubscribers } from "~/newsletter/subscribers.server";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import type { Route } from "./+types/newsletter";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Newsletter", "Write, preview, test and send a newsletter issue."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  const [issues, activeCount] = await Promise.all([listIssues(), countSubscribers("active")]);
  return { issues, activeCount, ratePerMinute: sendRatePerMinute() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const issue = parseSubmission(form, issueSchema);
  const values = issue.posted;
  if (!issue.ok) return data({ values, fieldErrors: issue.errors }, { status: 400 });

  const intent = form.get("intent");
  if (intent === issueIntents.test) {
    const admin = context.get(adminContext);
    await queueEmail({
      kind: "newsletter-test",
      to: admin.email,
      subject: `[Test] ${issue.value.subject}`,
      content: issueEmailContent({
        ...issue.value,
        unsubscribeUrl: "(each subscriber gets their own unsubscribe link here)",
        preferencesUrl: "(and their own link to their bonus alerts here)",
      }),
    });
    await auditAdminAction(context, "test-email", `Sent a test of the newsletter "${issue.value.subject}" to ${admin.email}`);
    return data({ values, fieldErrors: {}, previewHtml: renderMarkdown(issue.value.body), sentTest: admin.email });
  }
  if (intent === issueIntents.send) {
    const started = await startIssue(issue.value);
    await queueNextBatch(started.id);
    await auditAdminAction(context, "newsletter-sent", `Started sending the newsletter "${started.subject}"`, { issueId: started.id });
    return redirectWithNotice(context, "/admin/newsletter", successNotice("Sending", `"${started.subject}" is going out to the list.`));
  }
  return data({ values, fieldErrors: {}, previewHtml: renderMarkdown(issue.value.body) });
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Newsletter</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        {`Write the issue in markdown. It goes to every active subscriber (${loaderData.activeCount} now), each with their own unsubscribe link, at ${loaderData.ratePerMinute} messages a minute.`}
      </p>
      {actionData && "sentTest" in actionData ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {`A test was queued to ${actionData.sentTest}.`}
        </p>
      ) : null}
      <IssueEditor state={actionData} activeCount={loaderData.activeCount} />
      <h2 className="mt-10 text-xl font-semibold text-brand-900">Sent issues</h2>
      <IssuesTable issues={loaderData.issues} />
    </div>
  );
}
