import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/field";
import { SiteLink } from "~/ui/site-link";
import { defaultMemberKey, defaultMemberName, walletIntents, type WalletFormKind, type WalletMember } from "./wallet-edit";

/*
 * Pieces every wallet form shares. Each form is a plain posted form (JavaScript off works the
 * same): a hidden intent and row id, the fields, a button, and for an edit a link back.
 */

/** The member a card or balance belongs to; in an empty wallet, the member its first row makes. */
export function MemberField({ members, value, error }: { members: readonly WalletMember[]; value: string; error?: string }) {
  if (members.length === 0) {
    return (
      <div className="sm:col-span-2">
        <input type="hidden" name="member" value={defaultMemberKey} />
        <p className="text-sm text-slate-700">
          {`Your first card or balance makes a household member named "${defaultMemberName}"; rename them or add others under Household members.`}
        </p>
      </div>
    );
  }
  return (
    <Select
      label="Member"
      name="member"
      defaultValue={value}
      error={error}
      options={members.map((member) => ({ value: String(member.id), label: member.name }))}
    />
  );
}

const rowIntents = {
  member: [walletIntents.addMember, walletIntents.renameMember],
  card: [walletIntents.addCard, walletIntents.updateCard],
  balance: [walletIntents.addBalance, walletIntents.updateBalance],
} as const;

/**
 * A section's form for one kind of row: adding one, or (with `rowId`) editing that one. Its id
 * (`card-form`) is what an Edit link's #fragment scrolls to; a heading, the hidden intent and id,
 * the fields two to a row, and its buttons.
 */
export function RowForm({
  noun,
  rowId,
  title = rowId === undefined ? `Add a ${noun}` : `Edit a ${noun}`,
  submitLabel = rowId === undefined ? `Add ${noun}` : `Save ${noun}`,
  cancelHref,
  children,
}: {
  noun: WalletFormKind;
  rowId?: number;
  title?: string;
  submitLabel?: string;
  /** Set while editing: the page without its `?edit`. */
  cancelHref?: string;
  children: ReactNode;
}) {
  const id = `${noun}-form`;
  const [add, update] = rowIntents[noun];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 rounded-lg border border-slate-200 p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <Form method="post" className="mt-4" noValidate>
        <input type="hidden" name="intent" value={rowId === undefined ? add : update} />
        {rowId === undefined ? null : <input type="hidden" name="id" value={rowId} />}
        <div className="grid gap-5 sm:grid-cols-2">{children}</div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass("primary")}>
            {submitLabel}
          </button>
          {cancelHref ? (
            <SiteLink to={cancelHref} className="text-sm font-semibold text-brand-700 underline">
              Cancel
            </SiteLink>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** A one-button form that deletes a row; `label` names the row for a screen reader. */
export function DeleteButton({ intent, rowId, label, text = "Delete" }: { intent: string; rowId: number; label: string; text?: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={rowId} />
      <button type="submit" className={buttonClass("secondary", "px-3 py-1")} aria-label={label}>
        {text}
      </button>
    </Form>
  );
}

/** What a form shows: what was just posted and refused, else the row being edited, else blanks. */
export function formValues<F extends string>(
  posted: Readonly<Record<string, string>> | undefined,
  row: Readonly<Record<F, string>> | undefined,
  blank: Readonly<Record<F, string>>,
): Record<F, string> {
  return { ...blank, ...(row ?? {}), ...(posted ?? {}) } as Record<F, string>;
}

/** A control's name, the value it shows and its message, from the form's values and errors. */
export function binder<F extends string>(values: Record<F, string>, errors: Partial<Record<string, string>>) {
  return (name: F) => ({ name, defaultValue: values[name], error: errors[name] });
}
