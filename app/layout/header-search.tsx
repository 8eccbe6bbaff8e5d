import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useRouteDisclosure } from "./use-route-disclosure";

/**
 * The header's search button. A native disclosure, so it opens with JavaScript off too;
 * the form is a plain GET to /deals, the deals page's own shareable search.
 */
export function HeaderSearch() {
  const { open, detailsProps } = useRouteDisclosure();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <details className="relative" {...detailsProps}>
      <summary
        className="flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-brand-50"
        aria-label="Search deals"
      >
        <Search aria-hidden="true" className="size-5" />
      </summary>
      <Form
        method="get"
        action="/deals"
        role="search"
        className="absolute right-0 top-12 z-50 flex w-72 gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
      >
        <label htmlFor="header-search" className="sr-only">
          Search deals
        </label>
        <input
          ref={input}
          id="header-search"
          name="q"
          type="search"
          placeholder="Search deals..."
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white">
          Search
        </button>
      </Form>
    </details>
  );
}
