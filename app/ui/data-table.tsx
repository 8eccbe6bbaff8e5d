import type { ReactNode } from "react";

/**
 * A column heading: its text; text only screen readers hear (an "Edit" column of links); or the
 * heading of a column of numbers, aligned right with them.
 */
export type Column = string | { hidden: string } | { numeric: string };

function headingText(column: Column): ReactNode {
  if (typeof column === "string") return column;
  if ("hidden" in column) return <span className="sr-only">{column.hidden}</span>;
  return column.numeric;
}

/**
 * A captioned table in a bordered frame that scrolls sideways on a narrow screen, with one row of
 * column headings; the rows come as children. `dense` is the admin's tighter spacing;
 * `captionHidden` keeps the caption for screen readers where a heading already shows it.
 * `focusable` makes a wide table's frame a named stop in the tab order, so a keyboard can scroll it.
 */
export function DataTable({
  caption,
  captionHidden = false,
  columns,
  dense = false,
  focusable = false,
  className = "",
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column[];
  dense?: boolean;
  focusable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const cell = dense ? "px-3 py-2" : "px-4 py-2";
  return (
    <div
      className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`.trim()}
      {...(focusable ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
    >
      <table className="w-full text-left text-sm">
        <caption className={captionHidden ? "sr-only" : "px-4 py-3 text-left font-semibold text-slate-900"}>{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={typeof column === "object" && "numeric" in column ? `${cell} text-right` : cell}>
                {headingText(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
