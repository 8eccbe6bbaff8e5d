import { Select, TextInput } from "~/ui/field";
import type { WalletBalance, WalletMember } from "./wallet-edit";
import { MemberField, RowForm, binder, formValues } from "./wallet-form-parts";
import { balanceFields, type BalanceFields } from "./wallet-rows";
import { programGroups, type ProgramOption } from "./wallet-view";

/** Adds a balance, or edits `balance`: a program, the points, the day they were read, and the visitor's own expiry date. */
export function BalanceForm({
  members,
  programs,
  today,
  balance,
  posted,
  errors = {},
  cancelHref,
}: {
  members: readonly WalletMember[];
  programs: readonly ProgramOption[];
  /** yyyy-MM-dd: a new balance is read today unless the visitor says otherwise. */
  today: string;
  balance?: WalletBalance;
  posted?: Record<string, string>;
  errors?: Partial<Record<string, string>>;
  cancelHref?: string;
}) {
  const blank: BalanceFields = { member: "", programId: "", amount: "", asOf: today, expiresOverride: "" };
  const values = formValues(posted, balance && balanceFields(balance), blank);
  const bind = binder(values, errors);
  return (
    <RowForm noun="balance" rowId={balance?.id} cancelHref={cancelHref}>
      <MemberField members={members} value={values.member} error={errors.member} />
      <Select label="Program" {...bind("programId")} placeholder="Choose a currency or program" options={programGroups(programs)} />
      <TextInput
        label="Points"
        name="amount"
        inputMode="numeric"
        defaultValue={values.amount}
        error={errors.amount}
        hint="A whole number, like 52,000."
      />
      <TextInput type="date" label="As of" {...bind("asOf")} hint="The day you read the balance." />
      <TextInput
        type="date"
        label="Your own expiry date"
        {...bind("expiresOverride")}
        hint="Optional. If your statement gives a date, it wins over the program's rule."
      />
    </RowForm>
  );
}
