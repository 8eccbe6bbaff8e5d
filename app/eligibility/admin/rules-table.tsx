import { Link } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import type { IssuerRules } from "../rule-groups";
import { limits } from "../rules";
import { cardRulesAdminPath, confidenceLabels } from "./labels";

const linkClass = "font-medium text-brand-700 underline hover:text-brand-900";

/** One issuer's rules, each with what it limits, its source, when and how surely it was checked, and its edit link. */
export function IssuerRulesTable({ group }: { group: IssuerRules }) {
  return (
    <DataTable
      caption={`${group.name}: ${group.rules.length} ${group.rules.length === 1 ? "rule" : "rules"}`}
      columns={["Rule", "Limits", "Source", "Checked on", "Whose word", { hidden: "Edit" }]}
      dense
      className="mt-6"
    >
      {group.rules.map((rule) => (
        <tr key={rule.id}>
          <th scope="row" className="px-3 py-2 font-medium text-slate-900">
            {rule.name}
          </th>
          <td className="px-3 py-2">{limits(rule) === "approval" ? "Approval" : "Bonus"}</td>
          <td className="px-3 py-2">
            <a href={rule.source.url} className={linkClass} rel="noopener noreferrer">
              {new URL(rule.source.url).hostname.replace(/^www\./, "")}
            </a>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatIsoDate(rule.source.checkedOn)}</td>
          <td className="px-3 py-2">{confidenceLabels[rule.source.confidence]}</td>
          <td className="px-3 py-2">
            <Link to={`${cardRulesAdminPath}/${rule.id}`} className={linkClass} aria-label={`Edit ${rule.name}`}>
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
