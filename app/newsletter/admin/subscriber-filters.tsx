import { Form } from "react-router";
import { Select } from "~/ui/field";
import { FilterActions } from "~/ui/filter-actions";
import { subscriberQueryString, subscriberSources, subscriberStatuses, type SubscriberQuery } from "./subscriber-filter";

const fieldClass = "mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-medium text-slate-800";

/** The filters that pick one of a list, or any. */
const choiceFilters = (query: SubscriberQuery) => [
  { name: "status", label: "Status", values: subscriberStatuses, chosen: query.status },
  { name: "source", label: "Source", values: subscriberSources, chosen: query.source },
];

/** Search, status, source and date filters: a GET form, so a view can be bookmarked and exported as shown. */
export function SubscriberFilters({ query }: { query: SubscriberQuery }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
      <label className={labelClass}>
        Search
        <input type="search" name="q" defaultValue={query.search} placeholder="Part of an address" className={fieldClass} />
      </label>
      {choiceFilters(query).map(({ name, label, values, chosen }) => (
        <Select
          key={name}
          name={name}
          label={label}
          defaultValue={chosen ?? ""}
          placeholder="Any"
          options={values.map((value) => ({ value, label: value }))}
        />
      ))}
      <label className={labelClass}>
        Subscribed from
        <input type="date" name="from" defaultValue={query.from} className={fieldClass} />
      </label>
      <label className={labelClass}>
        to
        <input type="date" name="to" defaultValue={query.to} className={fieldClass} />
      </label>
      <FilterActions resetTo="/admin/subscribers" exportHref={`/admin/subscribers.csv${subscriberQueryString(query)}`} />
    </Form>
  );
}
