import type { ReactNode } from "react";
import { SiteLink } from "~/ui/site-link";
import { walletIntents } from "./wallet-edit";
import { DeleteButton } from "./wallet-form-parts";
import type { BalanceLine, CardLine, MemberView } from "./wallet-view";

/*
 * Each member's cards and balances, as lists of facts rather than wide tables, so a phone shows
 * them without scrolling sideways. Every row has an Edit link (the page again, with the row's
 * form filled in) and a Delete button, each a plain link or post.
 */

const linkClass = "text-sm font-semibold text-brand-700 underline";

function Fact({ term, children }: { term: string; children: string | null }) {
  if (!children) return null;
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function RowActions({ edit, intent, id, name }: { edit: string; intent: string; id: number; name: string }) {
  return (
    <div className="flex items-center gap-4">
      <SiteLink to={edit} className={linkClass} aria-label={`Edit ${name}`}>
        Edit
      </SiteLink>
      <DeleteButton intent={intent} rowId={id} label={`Delete ${name}`} />
    </div>
  );
}

function Card({ card }: { card: CardLine }) {
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 className="font-semibold text-slate-900">{card.product}</h4>
        <RowActions
          edit={`?edit=card-${card.id}#card-form`}
          intent={walletIntents.deleteCard}
          id={card.id}
          name={`${card.product}, opened ${card.opened}`}
        />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term="Issuer">{card.issuer}</Fact>
        <Fact term="Type">{card.kind}</Fact>
        <Fact term="Opened">{card.opened}</Fact>
        <Fact term="Closed">{card.closed ?? "Open"}</Fact>
        <Fact term="Bonus received">{card.bonus}</Fact>
        <Fact term="Product change">{card.change}</Fact>
      </dl>
    </li>
  );
}

function Balance({ balance }: { balance: BalanceLine }) {
  const { expiry } = balance;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 className="font-semibold text-slate-900">{`${balance.program}: ${balance.amount} points`}</h4>
        <RowActions
          edit={`?edit=balance-${balance.id}#balance-form`}
          intent={walletIntents.deleteBalance}
          id={balance.id}
          name={`${balance.program} balance`}
        />
      </div>
      <dl className="mt-2 grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Fact term="As of">{balance.asOf}</Fact>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Expiry</dt>
          <dd className="text-sm text-slate-900">
            <span className="font-semibold">{expiry.headline}</span>
            {expiry.own ? (
              <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">Your date</span>
            ) : null}
            <span className="block text-slate-700">{expiry.reason}</span>
            {expiry.source ? (
              <span className="block text-slate-700">
                <a href={expiry.source.url} className="underline" rel="noopener noreferrer">
                  {`Source: ${expiry.source.host}`}
                </a>
                {`, checked ${expiry.source.checked}`}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** A member's cards or balances under their heading, or a line saying there are none. */
function RowList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <>
      <h3 className="mt-6 font-semibold text-slate-800">{title}</h3>
      {children.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 border-b border-slate-200">{children}</ul>
      )}
    </>
  );
}

export function MemberSection({ member, editHref }: { member: MemberView; editHref: string }) {
  const headingId = `member-${member.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-brand-900">
          {member.name}
        </h2>
        <SiteLink to={editHref} className={linkClass} aria-label={`Rename or remove ${member.name}`}>
          Rename or remove
        </SiteLink>
      </div>
      <RowList title="Cards" empty="No cards yet.">
        {member.cards.map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </RowList>
      <RowList title="Points balances" empty="No balances yet.">
        {member.balances.map((balance) => (
          <Balance key={balance.id} balance={balance} />
        ))}
      </RowList>
    </section>
  );
}
