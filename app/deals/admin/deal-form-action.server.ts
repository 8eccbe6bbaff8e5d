import { data, type RouterContextProvider } from "react-router";
import { redirectWithNotice } from "~/notices/flash.server";
import type { DealInput } from "../deal-schema";
import { SlugTakenError } from "../deals.server";
import { renderMarkdown } from "~/lib/markdown.server";
import {
  dealFormIntents,
  markdownFields,
  slugTakenMessage,
  type DealFormActionData,
  type DealFormValues,
  type DealPreview,
} from "./deal-form";
import { parseDealForm } from "./deal-form.server";
import { dealListPath, listNotice } from "./list-notice";

function previewMarkdown(values: DealFormValues): DealPreview {
  const entries = markdownFields.map((field) => [field, values[field].trim() ? renderMarkdown(values[field]) : null]);
  return Object.fromEntries(entries) as DealPreview;
}

/**
 * The action shared by the new and edit pages. Preview re-renders the form with the markdown
 * rendered by the same sanitiser the public pages use; Save validates, stores through `save`
 * and redirects to the list (post/redirect/get), or answers 400 with every typed value kept.
 */
export async function dealFormAction(request: Request, context: Readonly<RouterContextProvider>, save: (deal: DealInput) => Promise<void>) {
  const formData = await request.formData();
  // The form's hidden intent is "save"; the Preview button, when it was the one pressed, adds "preview".
  if (formData.getAll("intent").includes(dealFormIntents.preview)) {
    const { values } = parseDealForm(formData);
    return data<DealFormActionData>({ values, errors: {}, preview: previewMarkdown(values) });
  }

  const submission = parseDealForm(formData);
  if (!submission.ok) {
    return data<DealFormActionData>({ values: submission.values, errors: submission.errors }, { status: 400 });
  }
  try {
    await save(submission.deal);
  } catch (error) {
    if (!(error instanceof SlugTakenError)) throw error;
    return data<DealFormActionData>({ values: submission.values, errors: { slug: slugTakenMessage } }, { status: 400 });
  }
  return redirectWithNotice(context, dealListPath, listNotice("saved", submission.deal));
}
