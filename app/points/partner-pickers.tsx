import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/field";

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * Two GET forms: pick a currency to see its partners, or a program to see what reaches it. Plain
 * forms, so they work without JavaScript; each answer has its own address to share.
 */
export function PartnerPickers({
  currencies,
  programs,
  currency,
  program,
}: {
  currencies: readonly PickerOption[];
  programs: readonly PickerOption[];
  currency: string | null;
  program: string | null;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form method="get" action="/transfer-partners" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4">
        <Select
          id="pick-currency"
          name="currency"
          label="Points currency"
          options={currencies}
          defaultValue={currency ?? ""}
          placeholder="Choose a currency"
          className="min-w-0 flex-1"
          required
        />
        <button type="submit" className={buttonClass()}>
          Show partners
        </button>
      </form>
      <form method="get" action="/transfer-partners" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4">
        <Select
          id="pick-program"
          name="program"
          label="Airline or hotel program"
          options={programs}
          defaultValue={program ?? ""}
          placeholder="Choose a program"
          className="min-w-0 flex-1"
          required
        />
        <button type="submit" className={buttonClass()}>
          Show currencies
        </button>
      </form>
    </div>
  );
}
