import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextArea, TextInput } from "~/ui/field";

export const issueIntents = { preview: "preview", test: "test", send: "send" } as const;

export interface IssueEditorState {
  values: { subject: string; body: string };
  fieldErrors: { subject?: string; body?: string };
  previewHtml?: string;
}

/** Write, preview, test and send an issue; every button posts, so it works without JavaScript. */
export function IssueEditor({ state, activeCount }: { state?: IssueEditorState; activeCount: number }) {
  const busy = useNavigation().state === "submitting";
  const errors = state?.fieldErrors ?? {};
  return (
    <Form method="post" className="mt-6 space-y-5" noValidate>
      <TextInput label="Subject" name="subject" defaultValue={state?.values.subject} maxLength={200} required error={errors.subject} />
      <TextArea
        id="issue-body"
        name="body"
        label="Body (markdown)"
        rows={14}
        defaultValue={state?.values.body}
        required
        error={errors.body}
        controlClassName="font-mono text-sm"
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value={issueIntents.preview} disabled={busy} className={buttonClass("secondary")}>
          Preview
        </button>
        <button type="submit" name="intent" value={issueIntents.test} disabled={busy} className={buttonClass("secondary")}>
          Send a test to me
        </button>
        <button type="submit" name="intent" value={issueIntents.send} disabled={busy || activeCount === 0} className={buttonClass()}>
          {`Send to ${activeCount} subscribers`}
        </button>
      </div>
      {state?.previewHtml ? (
        <section aria-labelledby="preview-heading" className="rounded-lg border border-slate-300 p-4">
          <h2 id="preview-heading" className="text-lg font-semibold text-brand-900">
            Preview
          </h2>
          {/* Sanitised on the server by the site's markdown renderer. */}
          <div
            className="mt-3 space-y-3 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: state.previewHtml }}
          />
        </section>
      ) : null}
    </Form>
  );
}
