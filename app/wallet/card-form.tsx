import { Select, TextInput } from "~/ui/field";
import { cardKinds, issuerNames, issuers, type CardProduct } from "./card-catalog";
import type { WalletCard, WalletMember } from "./wallet-edit";
import { MemberField, RowForm, binder, formValues } from "./wallet-form-parts";
import { cardFields, maxCardNameLength, type CardFields } from "./wallet-rows";
import { cardChoices, productGroups } from "./wallet-view";

const blank: CardFields = {
  member: "",
  productId: "",
  name: "",
  issuer: "",
  kind: "",
  openedMonth: "",
  closedMonth: "",
  bonusMonth: "",
  changedFromProductId: "",
  changedMonth: "",
};

/** A listed card's issuer and kind are the catalogue's: its form leaves the "not listed" fields blank. */
function editedFields(card: WalletCard): CardFields {
  const fields = cardFields(card);
  return card.productId ? { ...fields, name: "", issuer: "", kind: "" } : fields;
}

const monthHint = "As YYYY-MM, for example 2024-03.";

/** Adds a card, or edits `card`: the product from the catalogue, or one not listed, and its months. */
export function CardForm({
  members,
  products,
  card,
  posted,
  errors = {},
  cancelHref,
}: {
  members: readonly WalletMember[];
  products: readonly CardProduct[];
  card?: WalletCard;
  posted?: Record<string, string>;
  errors?: Partial<Record<string, string>>;
  cancelHref?: string;
}) {
  const values = formValues(posted, card && editedFields(card), blank);
  const bind = binder(values, errors);
  return (
    <RowForm noun="card" rowId={card?.id} cancelHref={cancelHref}>
      <MemberField members={members} value={values.member} error={errors.member} />
      <Select
        label="Card"
        {...bind("productId")}
        placeholder="Choose a card"
        options={cardChoices(products)}
        hint='Not in the list? Choose "Other (not listed)" and fill in the three fields below.'
      />
      <fieldset className="rounded-md border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Only for a card not listed</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput label="Card name" {...bind("name")} maxLength={maxCardNameLength} />
          <Select
            label="Issuer"
            {...bind("issuer")}
            placeholder="Choose"
            options={issuers.map((issuer) => ({ value: issuer, label: issuerNames[issuer] }))}
          />
          <Select
            label="Personal or business"
            {...bind("kind")}
            placeholder="Choose"
            options={cardKinds.map((kind) => ({ value: kind, label: kind === "personal" ? "Personal" : "Business" }))}
          />
        </div>
      </fieldset>
      <TextInput type="month" label="Opened" {...bind("openedMonth")} hint={monthHint} />
      <TextInput type="month" label="Closed" {...bind("closedMonth")} hint="Blank while open." />
      <TextInput type="month" label="Sign-up bonus received" {...bind("bonusMonth")} hint="The month the bonus posted, if it did." />
      <fieldset className="rounded-md border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Product change, if this card was changed from another</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Changed from"
            {...bind("changedFromProductId")}
            placeholder="No product change"
            options={productGroups(products)}
          />
          <TextInput type="month" label="Changed in" {...bind("changedMonth")} />
        </div>
      </fieldset>
    </RowForm>
  );
}
