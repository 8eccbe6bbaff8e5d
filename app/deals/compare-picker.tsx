import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Select, type SelectOption } from "~/ui/field";
import { comparePath, maxCompared } from "./compare-ids";

const selectLabels = ["First card", "Second card", "Third card (optional)"] as const;

/**
 * Up to three selects of every published deal, sent as a plain GET (one `ids` value per select),
 * so choosing works with JavaScript off. The selects start on the cards being compared.
 */
export function ComparePicker({
  heading,
  options,
  chosen,
}: {
  heading: string;
  options: readonly SelectOption[];
  chosen: readonly string[];
}) {
  return (
    <section aria-labelledby="compare-picker-heading" className="rounded-xl border border-slate-200 p-6">
      <h2 id="compare-picker-heading" className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      {/* Keyed by the choice, so a new comparison starts its selects on its own cards. */}
      <Form
        key={chosen.join(",")}
        method="get"
        action={comparePath}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        {selectLabels.slice(0, maxCompared).map((label, index) => (
          <Select
            key={label}
            id={`compare-card-${index + 1}`}
            name="ids"
            label={label}
            options={options}
            placeholder="Choose a card"
            defaultValue={chosen[index] ?? ""}
          />
        ))}
        <button type="submit" className={buttonClass()}>
          Compare
        </button>
      </Form>
    </section>
  );
}
