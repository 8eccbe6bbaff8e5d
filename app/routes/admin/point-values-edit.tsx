import { data, Link } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { valueEditSchema } from "~/points/admin/forms";
import { valuesAdminPath } from "~/points/admin/labels";
import { ValueEditForm } from "~/points/admin/partner-edit-form";
import { currencyById, programById, valueOf } from "~/points/catalog";
import { readCatalog, updatePointValue } from "~/points/catalog.server";
import { formatCents } from "~/points/values-page";
import type { Route } from "./+types/point-values-edit";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Edit point value", "Change a currency's or program's value."),
  { name: "robots", content: "noindex" },
];

async function requireValue(subject: string, id: string) {
  if (subject !== "currency" && subject !== "program") throw data(null, { status: 404 });
  const catalog = await readCatalog();
  const name = subject === "currency" ? currencyById(catalog, id)?.name : programById(catalog, id)?.name;
  const value = valueOf(catalog, subject, id);
  if (!name || !value) throw data(null, { status: 404 });
  return { subject, id, name, value } as const;
}

export async function loader({ params }: Route.LoaderArgs) {
  const { name, value } = await requireValue(params.subject, params.id);
  return { name, values: { cents: String(value.cents), reviewedOn: value.reviewedOn } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { subject, id, name, value } = await requireValue(params.subject, params.id);
  const submission = parseSubmission(await request.formData(), valueEditSchema);
  if (!submission.ok) return data({ values: submission.posted, errors: submission.errors }, { status: 400 });
  const edit = submission.value;
  if (!(await updatePointValue(subject, id, edit))) throw data(null, { status: 404 });
  const summary = `${name}: ${formatCents(edit.cents)} per point, reviewed ${edit.reviewedOn}`;
  await auditAdminAction(context, "point-value-saved", summary, { subject, id, before: value.cents, ...edit });
  return redirectWithNotice(context, valuesAdminPath, successNotice("Point value saved", summary));
}

export default function EditPointValue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <p>
        <Link to={valuesAdminPath} className="text-sm font-medium text-brand-700 underline">
          Back to point values
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">Value of {loaderData.name}</h1>
      <ValueEditForm values={actionData?.values ?? loaderData.values} errors={actionData?.errors} />
    </div>
  );
}
