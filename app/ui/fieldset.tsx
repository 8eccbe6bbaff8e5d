import type { ReactNode } from "react";

const looks = {
  /** A section of a page-long form. */
  framed: {
    fieldset: "rounded-lg border border-slate-200 p-4 sm:p-6",
    legend: "px-1 text-lg font-semibold text-brand-900",
    body: "grid gap-5 sm:grid-cols-2",
  },
  /** A group inside a dialog or a step, where a frame would be one box too many. */
  plain: { fieldset: "mt-4", legend: "text-base font-semibold text-brand-900", body: "mt-2 grid gap-4 sm:grid-cols-2" },
};

/** A titled group of fields, two to a row on wider screens unless `bodyClass` says otherwise. */
export function Fieldset({
  legend,
  look = "framed",
  bodyClass,
  children,
}: {
  legend: string;
  look?: keyof typeof looks;
  bodyClass?: string;
  children: ReactNode;
}) {
  const classes = looks[look];
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={bodyClass ?? classes.body}>{children}</div>
    </fieldset>
  );
}
