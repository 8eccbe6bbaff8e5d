import type { ReactNode } from "react";

/** The band at the top of an inner page: its one h1 and an optional intro. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-50 py-12">
      <div className="mx-auto max-w-5xl px-4">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-slate-700">{children}</div> : null}
      </div>
    </div>
  );
}
