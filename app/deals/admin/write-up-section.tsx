import { TextArea } from "~/ui/field";
import { Fieldset } from "~/ui/fieldset";
import { dealFieldLabels, dealFieldProps, markdownFields, type DealFormState, type DealPreview, type MarkdownField } from "./deal-form";

/** Enough typography for a preview without a prose plugin: paragraphs, lists, links, headings. */
const renderedClass =
  "space-y-3 text-sm text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5";

const hints: Record<MarkdownField, string> = {
  description: "Markdown: **bold**, lists with -, links as [text](https://...).",
  eligibility: "Markdown. Leave empty if there is nothing to say.",
  whyILoveIt: "Markdown.",
};

function PreviewPanel({ field, html }: { field: MarkdownField; html: string | null }) {
  const label = `${dealFieldLabels[field]} preview`;
  return (
    <section aria-label={label} className="mt-2 rounded-md border border-dashed border-slate-300 bg-slate-50 p-4">
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Preview</p>
      {html === null ? (
        <p className="text-sm text-slate-600">Nothing to preview.</p>
      ) : (
        // Rendered on the server by renderMarkdown, which drops raw HTML and sanitises the rest.
        <div className={renderedClass} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}

/** The markdown fields; the form's Preview button posts everything and comes back with each one rendered. */
export function WriteUpSection({ state, preview }: { state: DealFormState; preview?: DealPreview }) {
  return (
    <Fieldset legend="Write-up" bodyClass="space-y-6">
      {markdownFields.map((field) => (
        <div key={field}>
          <TextArea {...dealFieldProps(field, state)} hint={hints[field]} rows={field === "eligibility" ? 5 : 8} />
          {preview ? <PreviewPanel field={field} html={preview[field]} /> : null}
        </div>
      ))}
    </Fieldset>
  );
}
