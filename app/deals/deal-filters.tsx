import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Select } from "~/ui/field";
import { isSortValue, sortOptions } from "./rules";

/**
 * Search, sort and "Cards I can get" for the deals list. They live in the URL (?q=, ?sort=, and the
 * parameter the route names), so a search can be
 * shared and the form works as a plain GET with JavaScript off; with JavaScript on, the list
 * updates as the visitor types, without a reload.
 */
export function DealFilters({ canGetParameter }: { canGetParameter: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  const sort = searchParams.get("sort") ?? "";
  const canGet = searchParams.get(canGetParameter) === "1";

  const update = (name: string, value: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Form method="get" role="search" aria-label="Deals" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="deal-search" className="sr-only">
          Search deals
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id="deal-search"
            name="q"
            type="search"
            placeholder="Search deals..."
            defaultValue={query}
            onChange={(event) => update("q", event.currentTarget.value)}
            className="w-full rounded-md border border-slate-300 py-2 pl-9 pr-3"
          />
        </div>
      </div>
      <Select
        id="deal-sort"
        name="sort"
        label="Sort deals"
        labelHidden
        // "Sort By" is shown only for a sort value the list does not know, as the spec asks.
        options={[{ value: "", label: "Sort By", hidden: true }, ...sortOptions]}
        value={isSortValue(sort) || !sort ? sort || "newest" : ""}
        onChange={(event) => update("sort", event.currentTarget.value)}
        controlClassName="sm:w-48"
      />
      <div className="flex items-center gap-2 sm:pb-2">
        <input
          id="deal-can-get"
          name={canGetParameter}
          type="checkbox"
          value="1"
          defaultChecked={canGet}
          onChange={(event) => update(canGetParameter, event.currentTarget.checked ? "1" : "")}
          className="size-4 accent-brand-700"
        />
        <label htmlFor="deal-can-get" className="text-sm font-medium text-slate-800">
          Cards I can get
        </label>
      </div>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Search
      </button>
    </Form>
  );
}
