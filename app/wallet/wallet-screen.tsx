import type { CardProduct } from "./card-catalog";
import { BalanceForm } from "./balance-form";
import { CardForm } from "./card-form";
import { MemberForm } from "./member-form";
import type { EditableWallet, WalletFormKind, WalletRefusal } from "./wallet-edit";
import { MemberSection } from "./wallet-members";
import { maxMembers } from "./wallet-rows";
import type { MemberView, ProgramOption } from "./wallet-view";

export interface WalletScreenProps {
  wallet: EditableWallet;
  members: MemberView[];
  products: CardProduct[];
  programs: ProgramOption[];
  today: string;
  /** The row `?edit=` names, if it is the wallet's. */
  editing?: { form: WalletFormKind; id: number };
  /** The post just refused, to show its form again with what was typed. */
  refusal?: WalletRefusal;
  /** The page's own path, without a query: where Cancel leads. */
  pagePath: string;
}

/**
 * The wallet page below its header: each member's cards and balances, then the forms. A form
 * shows the row `?edit=` names (its Cancel returns to the plain page), or adds a new one; a
 * refused post shows its form again with the visitor's input and a message beside each field.
 */
export function WalletScreen({ wallet, members, products, programs, today, editing, refusal, pagePath }: WalletScreenProps) {
  const edited = (form: WalletFormKind) => (editing?.form === form ? editing.id : undefined);
  const refused = (form: WalletFormKind, id: number | undefined) =>
    refusal?.form === form && (refusal.rowId ?? undefined) === id ? { posted: refusal.posted, errors: refusal.errors } : {};
  const cancel = (form: WalletFormKind) => (edited(form) === undefined ? undefined : pagePath);
  const memberId = edited("member");
  const card = wallet.cards.find((row) => row.id === edited("card"));
  const balance = wallet.balances.find((row) => row.id === edited("balance"));
  // A fresh add form after each change: with JavaScript, React would otherwise keep what was typed.
  const version = [wallet.members.length, wallet.cards.length, wallet.balances.length].join("-");

  return (
    <>
      {members.length === 0 ? (
        <p className="mt-8 text-slate-700">Your wallet is empty. Add a card or a points balance below, or import a wallet file.</p>
      ) : (
        members.map((member) => <MemberSection key={member.id} member={member} editHref={`?edit=member-${member.id}#member-form`} />)
      )}
      <CardForm
        key={`card-${card?.id ?? version}`}
        members={wallet.members}
        products={products}
        card={card}
        {...refused("card", card?.id)}
        cancelHref={cancel("card")}
      />
      <BalanceForm
        key={`balance-${balance?.id ?? version}`}
        members={wallet.members}
        programs={programs}
        today={today}
        balance={balance}
        {...refused("balance", balance?.id)}
        cancelHref={cancel("balance")}
      />
      {memberId !== undefined || wallet.members.length < maxMembers ? (
        <MemberForm
          key={`member-${memberId ?? version}`}
          member={wallet.members.find((member) => member.id === memberId)}
          {...refused("member", memberId)}
          cancelHref={cancel("member")}
        />
      ) : (
        <p className="mt-10 text-sm text-slate-700">{`A wallet holds up to ${maxMembers} household members.`}</p>
      )}
    </>
  );
}
