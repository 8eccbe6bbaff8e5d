import { data, Link } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { partnerEditSchema } from "~/points/admin/forms";
import { pointsAdminPath } from "~/points/admin/labels";
import { PartnerEditForm, type PartnerFormValues } from "~/points/admin/partner-edit-form";
import { currencyById, programById } from "~/points/catalog";
import { readCatalog, updatePartnerRow } from "~/points/catalog.server";
import { formatRatio } from "~/points/ratio";
import type { Route } from "./+types/transfer-partners-edit";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Edit transfer partner", "Change a transfer partner's ratio and rules."),
  { name: "robots", content: "noindex" },
];

async function requireRow(currencyId: string, programId: string) {
  const catalog = await readCatalog();
  const row = catalog.partners.find((entry) => entry.currencyId === currencyId && entry.programId === programId);
  const currency = currencyById(catalog, currencyId);
  const program = programById(catalog, programId);
  if (!row || !currency || !program) throw data(null, { status: 404 });
  return { row, currency, program };
}

export async function loader({ params }: Route.LoaderArgs) {
  const { row, currency, program } = await requireRow(params.currency, params.program);
  const values: PartnerFormValues = {
    ratio: formatRatio(row.ratio),
    transferTime: row.transferTime ?? "",
    minimum: row.minimum === null ? "" : String(row.minimum),
    increment: row.increment === null ? "" : String(row.increment),
    source: row.source,
    checkedOn: row.checkedOn,
  };
  return { currency: { id: currency.id, name: currency.name }, program: { id: program.id, name: program.name }, note: row.note, values };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { currency, program } = await requireRow(params.currency, params.program);
  const submission = parseSubmission(await request.formData(), partnerEditSchema);
  if (!submission.ok) return data({ values: submission.posted, errors: submission.errors }, { status: 400 });
  const edit = submission.value;
  if (!(await updatePartnerRow(currency.id, program.id, edit))) throw data(null, { status: 404 });
  const summary = `${currency.name} to ${program.name}: ${formatRatio(edit.ratio)}`;
  await auditAdminAction(context, "transfer-partner-saved", summary, { currency: currency.id, program: program.id, ...edit });
  return redirectWithNotice(context, `${pointsAdminPath}?currency=${currency.id}`, successNotice("Transfer partner saved", summary));
}

export default function EditTransferPartner({ loaderData, actionData }: Route.ComponentProps) {
  const { currency, program, note, values } = loaderData;
  return (
    <div className="py-8">
      <p>
        <Link to={`${pointsAdminPath}?currency=${currency.id}`} className="text-sm font-medium text-brand-700 underline">
          Back to {currency.name}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        {currency.name} to {program.name}
      </h1>
      {note ? <p className="mt-2 max-w-3xl text-sm text-slate-700">Research note: {note}</p> : null}
      <PartnerEditForm values={actionData?.values ?? values} errors={actionData?.errors} />
    </div>
  );
}
