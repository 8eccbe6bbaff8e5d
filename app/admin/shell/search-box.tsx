import { Form, useLocation, useSearchParams } from "react-router";
import { adminSearchPath, minSearchLength } from "./search-query";

/** A plain GET form, so it searches with JavaScript off; on the results page it keeps what was typed. */
export function AdminSearchBox() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === adminSearchPath ? (params.get("q") ?? "") : "";
  return (
    <Form method="get" action={adminSearchPath} role="search" className="flex w-full gap-2 sm:w-auto">
      <label htmlFor="admin-search" className="sr-only">
        Search people, deals and bonuses
      </label>
      <input
        key={current}
        id="admin-search"
        name="q"
        type="search"
        defaultValue={current}
        minLength={minSearchLength}
        maxLength={254}
        required
        placeholder="Email, name, phone, deal or bonus"
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-900 sm:w-72"
      />
      <button
        type="submit"
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50"
      >
        Search
      </button>
    </Form>
  );
}
