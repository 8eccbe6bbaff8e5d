import { destructiveNotice, successNotice, type Notice } from "~/notices/notice";
import type { CardProduct } from "./card-catalog";
import {
  defaultMemberKey,
  rowIdOf,
  walletIntents,
  type EditableWallet,
  type EditRefusal,
  type EditResult,
  type WalletFormKind,
  type WalletRefusal,
} from "./wallet-edit";
import * as store from "./wallet-edit.server";
// The row schemas, parsers and limits, by one name: this module reads every kind of row.
import * as rows from "./wallet-rows";

/*
 * The wallet page's posts: each form read by its row's schema (the same messages a CSV line
 * gets), then written by the store, whose refusals become a message beside the field they are
 * about. The answer is a notice to redirect with, or the form to show again with a 400.
 */

export type WalletActionResult = { ok: true; notice: Notice } | ({ ok: false } & WalletRefusal);

export interface WalletActionContext {
  today: string;
  products: readonly CardProduct[];
  programIds: readonly string[];
}

/** The form's text fields the schema names (a file or a missing field is ""); nothing else is read. */
function fieldsOf<K extends string>(form: FormData, keys: readonly K[]): Record<K, string> {
  const fields = {} as Record<K, string>;
  for (const key of keys) {
    const value = form.get(key);
    fields[key] = typeof value === "string" ? value : "";
  }
  return fields;
}

/** The messages a store refusal gives, by the field it is about. */
const refusalMessages: Record<WalletFormKind, Partial<Record<EditRefusal, [field: string, message: string]>>> = {
  member: { limit: ["name", `A wallet has at most ${rows.maxMembers} members.`], taken: ["name", "Another member already has this name."] },
  card: { limit: ["member", `This member already has ${rows.maxCardsPerMember} cards.`], "not-found": ["member", "Choose a member."] },
  balance: {
    limit: ["member", `This member already has ${rows.maxBalancesPerMember} balances.`],
    duplicate: ["programId", "This member already has a balance for this program."],
    "not-found": ["member", "Choose a member."],
  },
};

const gone = (what: string): WalletActionResult => ({
  ok: true,
  notice: destructiveNotice("Not changed", `That ${what} is no longer in your wallet.`),
});

function answer(
  result: EditResult,
  form: WalletFormKind,
  rowId: number | null,
  posted: Record<string, string>,
  notice: Notice,
): WalletActionResult {
  if (result.ok) return { ok: true, notice };
  // The row itself gone (deleted in another tab): nothing to show again.
  if (result.refusal === "not-found" && rowId !== null && form !== "member") return gone(form);
  const [field, message] = refusalMessages[form][result.refusal] ?? [];
  if (!field || !message) return gone(form);
  return { ok: false, form, rowId, errors: { [field]: message }, posted };
}

/** How a card or a balance form is read and written. */
interface RowActions<F extends string, Row> {
  form: "card" | "balance";
  keys: (context: rows.RowContext) => F[];
  parse: (
    fields: Record<F, string>,
    context: rows.RowContext,
  ) => { ok: true; row: Row } | { ok: false; errors: Partial<Record<F, string>> };
  add: (accountId: number, row: Row) => Promise<EditResult>;
  update: (accountId: number, id: number, row: Row) => Promise<EditResult>;
  /** The notices' titles: added, saved. */
  done: [string, string];
}

function rowActions<F extends string, Row>(
  form: "card" | "balance",
  schema: (context: rows.RowContext) => { shape: object },
  parse: RowActions<F, Row>["parse"],
  store: Pick<RowActions<F, Row>, "add" | "update">,
): RowActions<F, Row> {
  const noun = form === "card" ? "Card" : "Balance";
  const keys = (context: rows.RowContext) => Object.keys(schema(context).shape) as F[];
  return { form, keys, parse, ...store, done: [`${noun} added`, `${noun} saved`] };
}

const cardActions = rowActions<keyof rows.CardFields, rows.CardRow>("card", rows.cardSchema, rows.parseCard, {
  add: store.addCard,
  update: store.updateCard,
});
const balanceActions = rowActions<keyof rows.BalanceFields, rows.BalanceRow>("balance", rows.balanceSchema, rows.parseBalance, {
  add: store.addBalance,
  update: store.updateBalance,
});

interface Post {
  accountId: number;
  form: FormData;
  id: number | undefined;
  rowContext: rows.RowContext;
}

/** Adds a card or balance, or changes the one `id` names. */
async function saveRow<F extends string, Row>(actions: RowActions<F, Row>, updating: boolean, post: Post): Promise<WalletActionResult> {
  const { accountId, form, id, rowContext } = post;
  if (updating && id === undefined) return gone(actions.form);
  const posted = fieldsOf(form, actions.keys(rowContext));
  const parsed = actions.parse(posted, rowContext);
  const rowId = updating ? id! : null;
  if (!parsed.ok) return { ok: false, form: actions.form, rowId, errors: parsed.errors, posted };
  const result = updating ? await actions.update(accountId, id!, parsed.row) : await actions.add(accountId, parsed.row);
  return answer(result, actions.form, rowId, posted, successNotice(actions.done[updating ? 1 : 0]));
}

export async function walletAction(
  accountId: number,
  form: FormData,
  wallet: EditableWallet,
  context: WalletActionContext,
): Promise<WalletActionResult | undefined> {
  const intent = form.get("intent");
  const id = rowIdOf(String(form.get("id") ?? ""));
  const rowContext: rows.RowContext = {
    ...context,
    // An empty wallet's forms post the default key: its first row makes the member "You".
    members: wallet.members.length > 0 ? wallet.members.map((member) => String(member.id)) : [defaultMemberKey],
  };

  switch (intent) {
    case walletIntents.addMember:
    case walletIntents.renameMember: {
      const renaming = intent === walletIntents.renameMember;
      if (renaming && id === undefined) return gone("member");
      const posted = fieldsOf(form, Object.keys(rows.memberSchema([]).shape) as Array<"name">);
      const others = wallet.members.filter((member) => member.id !== id).map((member) => member.name);
      const parsed = rows.parseMember(posted, others);
      if (!parsed.ok) return { ok: false, form: "member", rowId: id ?? null, errors: parsed.errors, posted };
      const result = renaming ? await store.renameMember(accountId, id!, parsed.row) : await store.addMember(accountId, parsed.row);
      if (!result.ok && result.refusal === "not-found") return gone("member");
      return answer(result, "member", id ?? null, posted, successNotice(renaming ? "Member renamed" : "Member added", parsed.row.name));
    }
    case walletIntents.removeMember: {
      const member = wallet.members.find((candidate) => candidate.id === id);
      const result = id === undefined ? undefined : await store.removeMember(accountId, id);
      if (!member || !result?.ok) return gone("member");
      return { ok: true, notice: successNotice("Member removed", `${member.name}, with their cards and balances.`) };
    }
    case walletIntents.addCard:
    case walletIntents.updateCard:
      return saveRow(cardActions, intent === walletIntents.updateCard, { accountId, form, id, rowContext });
    case walletIntents.addBalance:
    case walletIntents.updateBalance:
      return saveRow(balanceActions, intent === walletIntents.updateBalance, { accountId, form, id, rowContext });
    case walletIntents.deleteCard:
    case walletIntents.deleteBalance: {
      const what = intent === walletIntents.deleteCard ? "card" : "balance";
      const result =
        id === undefined ? undefined : what === "card" ? await store.deleteCard(accountId, id) : await store.deleteBalance(accountId, id);
      return result?.ok ? { ok: true, notice: successNotice(what === "card" ? "Card deleted" : "Balance deleted") } : gone(what);
    }
    default:
      return undefined;
  }
}
