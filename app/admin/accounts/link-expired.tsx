import type { ReactNode } from "react";
import { passwordMessages } from "./password-forms";

/** What a used, expired or damaged single-use link shows, with the way to get a new one. */
export function LinkExpired({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">{passwordMessages.linkExpiredTitle}</h1>
      <div className="mt-4 space-y-3 text-slate-700">{children}</div>
    </div>
  );
}
