import { z } from "~/lib/zod";
import { parseSubmission, type FieldErrors } from "~/lib/form-submission";
import { cardKinds, issuers, type CardKind, type CardProduct, type Issuer } from "./card-catalog";
import { maxCardNameLength } from "./card-names";
import { monthOf } from "./dates";
import { amountField, dayField, given, monthField, singleLine } from "./wallet-fields";

/**
 * A wallet's rows as a visitor enters them, one form (or one CSV line) each: a household member,
 * a card a member holds or held, a points balance. Each parse takes the fields as text and answers
 * the typed row, or one message per field to show beside it. The schemas are exported for
 * parseSubmission, so a route reads a posted form the same way.
 */

export const maxMembers = 4;
export const maxCardsPerMember = 100;
export const maxBalancesPerMember = 60;
export const maxMemberNameLength = 40;
export { maxCardNameLength };
/** The product id a card row gives for a card the catalog does not list. */
export const otherProduct = "other";

export interface MemberRow {
  name: string;
}

export interface CardRow {
  /** The member's key: a name in a CSV file, an id in a form. */
  member: string;
  /** Null for a card the catalog does not list; `name` then says which. */
  productId: string | null;
  name: string | null;
  issuer: Issuer;
  kind: CardKind;
  /** yyyy-MM. */
  openedMonth: string;
  closedMonth: string | null;
  bonusMonth: string | null;
  /** A product change: the card it was before, and the month it changed. */
  changedFromProductId: string | null;
  changedMonth: string | null;
}

export interface BalanceRow {
  member: string;
  /** A currency or program id. */
  programId: string;
  amount: number;
  /** yyyy-MM-dd: the day the balance was read. */
  asOf: string;
  /** yyyy-MM-dd: the visitor's own expiry date, which wins over any rule. */
  expiresOverride: string | null;
}

/** What a row's parse needs to know besides the fields. */
export interface RowContext {
  /** yyyy-MM-dd, the business day: months and days after it are refused. */
  today: string;
  /** The keys a row may give as its member. */
  members: readonly string[];
  products: ReadonlyArray<Pick<CardProduct, "id" | "issuer" | "kind">>;
  /** The currencies and programs a balance may be of. */
  programIds: readonly string[];
}

export type RowResult<Row, S extends z.ZodObject> = { ok: true; row: Row } | { ok: false; errors: FieldErrors<S> };

const memberKey = (context: RowContext) =>
  z
    .string()
    .trim()
    .refine((key) => context.members.includes(key), "Choose a member.");
const choice = <T extends string>(options: readonly T[], message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || options.includes(value as T), message);

export function memberSchema(takenNames: readonly string[]) {
  const taken = new Set(takenNames.map((name) => name.toLowerCase()));
  return z.object({
    name: singleLine(maxMemberNameLength, "Enter a name.", `Enter a name of at most ${maxMemberNameLength} characters.`).refine(
      (name) => !taken.has(name.toLowerCase()),
      "Another member already has this name.",
    ),
  });
}

export function cardSchema(context: RowContext) {
  const thisMonth = monthOf(context.today);
  const known = (id: string) => context.products.some((product) => product.id === id);
  return z
    .object({
      member: memberKey(context),
      productId: z
        .string()
        .trim()
        .refine((id) => id === otherProduct || known(id), "Choose a card."),
      name: singleLine(maxCardNameLength, null, `Enter a name of at most ${maxCardNameLength} characters.`),
      issuer: choice(issuers, "Choose an issuer."),
      kind: choice(cardKinds, "Choose personal or business."),
      openedMonth: monthField(thisMonth, "The opened month can't be in the future.", "required"),
      closedMonth: monthField(thisMonth, "The closed month can't be in the future."),
      bonusMonth: monthField(thisMonth, "The bonus month can't be in the future."),
      changedFromProductId: z
        .string()
        .trim()
        .refine((id) => id === "" || known(id), "Choose the card it was changed from."),
      changedMonth: monthField(thisMonth, "The product change month can't be in the future."),
    })
    .superRefine((card, issues) => {
      const fail = (field: keyof typeof card, message: string) => issues.addIssue({ code: "custom", path: [field], message });
      const product = context.products.find((item) => item.id === card.productId);
      if (card.productId === otherProduct) {
        if (!card.name) fail("name", "Enter the card's name.");
        if (!card.issuer) fail("issuer", "Choose an issuer.");
        if (!card.kind) fail("kind", "Choose personal or business.");
      } else if (product) {
        // A listed card's issuer and kind are the catalog's; a form may leave them blank.
        if (card.issuer && card.issuer !== product.issuer) fail("issuer", "This is not the card's issuer.");
        if (card.kind && card.kind !== product.kind) fail("kind", `This is a ${product.kind} card.`);
      }
      const opened = card.openedMonth;
      const before = (month: unknown) => given(opened) && given(month) && month < opened;
      if (before(card.closedMonth)) fail("closedMonth", "The closed month can't be before the opened month.");
      if (before(card.bonusMonth)) fail("bonusMonth", "The bonus month can't be before the opened month.");
      if (before(card.changedMonth)) fail("changedMonth", "The product change month can't be before the opened month.");
      if (given(card.closedMonth) && given(card.changedMonth) && card.changedMonth > card.closedMonth)
        fail("changedMonth", "The product change month can't be after the closed month.");
      if (card.changedFromProductId && card.changedMonth === null) fail("changedMonth", "Enter the month of the product change.");
      if (given(card.changedMonth) && !card.changedFromProductId) fail("changedFromProductId", "Choose the card it was changed from.");
      if (card.changedFromProductId && card.changedFromProductId === card.productId)
        fail("changedFromProductId", "A product change moves to a different card.");
    });
}

export function balanceSchema(context: RowContext) {
  return z.object({
    member: memberKey(context),
    programId: z
      .string()
      .trim()
      .refine((id) => context.programIds.includes(id), "Choose a points program."),
    amount: amountField,
    asOf: dayField("Enter the date you read the balance.").refine(
      (day) => day === null || day <= context.today,
      "The date can't be in the future.",
    ),
    expiresOverride: dayField(null),
  });
}

export type MemberFields = Record<keyof MemberRow, string>;
export type CardFields = Record<keyof CardRow, string>;
export type BalanceFields = Record<keyof BalanceRow, string>;

function parseFields<S extends z.ZodObject, Row>(
  fields: Record<string, string>,
  schema: S,
  toRow: (value: z.output<S>) => Row,
): RowResult<Row, S> {
  const submission = parseSubmission(new URLSearchParams(fields), schema);
  return submission.ok ? { ok: true, row: toRow(submission.value) } : { ok: false, errors: submission.errors };
}

export function parseMember(fields: MemberFields, takenNames: readonly string[]) {
  return parseFields(fields, memberSchema(takenNames), (value): MemberRow => ({ name: value.name }));
}

export function parseCard(fields: CardFields, context: RowContext) {
  return parseFields(fields, cardSchema(context), (card): CardRow => {
    const product = context.products.find((item) => item.id === card.productId);
    return {
      member: card.member,
      productId: product ? product.id : null,
      name: product ? null : card.name,
      issuer: (product?.issuer ?? card.issuer) as Issuer,
      kind: (product?.kind ?? card.kind) as CardKind,
      openedMonth: card.openedMonth!,
      closedMonth: card.closedMonth,
      bonusMonth: card.bonusMonth,
      changedFromProductId: card.changedFromProductId || null,
      changedMonth: card.changedMonth,
    };
  });
}

export function parseBalance(fields: BalanceFields, context: RowContext) {
  return parseFields(fields, balanceSchema(context), (balance): BalanceRow => ({ ...balance, asOf: balance.asOf! }));
}

/** A row back as the fields that parse to it (to fill a form, or write a CSV line). */
export function cardFields(card: CardRow): CardFields {
  return {
    member: card.member,
    productId: card.productId ?? otherProduct,
    name: card.name ?? "",
    issuer: card.issuer,
    kind: card.kind,
    openedMonth: card.openedMonth,
    closedMonth: card.closedMonth ?? "",
    bonusMonth: card.bonusMonth ?? "",
    changedFromProductId: card.changedFromProductId ?? "",
    changedMonth: card.changedMonth ?? "",
  };
}

export function balanceFields(balance: BalanceRow): BalanceFields {
  return { ...balance, amount: String(balance.amount), expiresOverride: balance.expiresOverride ?? "" };
}
