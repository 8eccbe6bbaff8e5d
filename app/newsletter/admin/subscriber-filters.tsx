import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { subscriberQueryString, subscriberSources, subscriberStatuses, type SubscriberQuery } from "./subscriber-filter";

const fieldClass = "mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-medium text-slate-800";

/** Search, status, source and date filters: a GET form, so a view can be bookmarked and exported as shown. */
export function SubscriberFilters({ query }: { query: SubscriberQuery }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
      <label className={labelClass}>
        Search
        <input type="search" name="q" defaultValue={query.search} placeholder="Part of an address" className={fieldClass} />
      </label>
      <label className={labelClass}>
        Status
        <select name="status" defaultValue={query.status ?? ""} className={fieldClass}>
          <option value="">Any</option>
          {subscriberStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Source
        <select name="source" defaultValue={query.source ?? ""} className={fieldClass}>
          <option value="">Any</option>
          {subscriberSources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Subscribed from
        <input type="date" name="from" defaultValue={query.from} className={fieldClass} />
      </label>
      <label className={labelClass}>
        to
        <input type="date" name="to" defaultValue={query.to} className={fieldClass} />
      </label>
      <button type="submit" className={buttonClass()}>
        Filter
      </button>
      <Link to="/admin/subscribers" className={buttonClass("secondary")}>
        Reset
      </Link>
      <a href={`/admin/subscribers.csv${subscriberQueryString(query)}`} download className={buttonClass("secondary")}>
        Export CSV
      </a>
    </Form>
  );
}
