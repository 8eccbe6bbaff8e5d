import type { ReactNode } from "react";

/** A column heading: its text, or text only screen readers hear (an "Edit" column of links). */
export type Column = string | { hidden: string };

/**
 * A captioned table in a bordered frame that scrolls sideways on a narrow screen, with one row of
 * column headings; the rows come as children. `dense` is the admin's tighter spacing.
 */
export function DataTable({
  caption,
  columns,
  dense = false,
  className = "",
  children,
}: {
  caption: string;
  columns: readonly Column[];
  dense?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`.trim()}>
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={dense ? "px-3 py-2" : "px-4 py-2"}>
                {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
