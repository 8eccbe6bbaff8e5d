import { formatIsoDate } from "~/lib/format-date";
import { limits } from "./rules";
import type { IssuerRules } from "./rule-groups";

const confidenceText = { issuer: "the issuer's own terms", readers: "reported by applicants" } as const;

/** Every rule of every issuer, each with what it limits, its caveat, its source and the day it was checked. */
export function RulesList({ groups }: { groups: readonly IssuerRules[] }) {
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12">
      {groups.map((group) => (
        <section key={group.issuer} aria-labelledby={`issuer-${group.issuer}`}>
          <h2 id={`issuer-${group.issuer}`} className="text-2xl font-bold text-brand-900">
            {group.name}
          </h2>
          <ul className="mt-4 space-y-4">
            {group.rules.map((rule) => (
              <li key={rule.id} id={rule.id} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{rule.name}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700">
                  {limits(rule) === "approval" ? "Limits approval" : "Limits the bonus"}
                </p>
                <p className="mt-2 text-slate-700">{rule.summary}</p>
                {rule.note ? <p className="mt-2 text-sm text-slate-600">{rule.note}</p> : null}
                <p className="mt-3 text-sm text-slate-600">
                  Source:{" "}
                  <a href={rule.source.url} className="text-brand-700 underline hover:text-brand-900" rel="noopener noreferrer">
                    {new URL(rule.source.url).hostname.replace(/^www\./, "")}
                  </a>{" "}
                  ({confidenceText[rule.source.confidence]}), checked{" "}
                  <time dateTime={rule.source.checkedOn}>{formatIsoDate(rule.source.checkedOn)}</time>.
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
