import { formatIsoDate, formatMonth } from "~/lib/format-date";
import type { WalletSnapshot } from "~/lib/wallet-snapshot";
import { DataTable } from "./data-table";
import { SavedPlanTable } from "./saved-plan-table";

const cell = "px-3 py-2";
const month = (value: string | null) => (value ? formatMonth(value) : "—");

/** The members, then every card and every balance with its member, as the visitor sent them. */
export function WalletSnapshotView({ wallet }: { wallet: WalletSnapshot | null }) {
  if (!wallet) return <p className="mt-2 text-slate-700">No wallet attached.</p>;
  return (
    <>
      <p className="mt-2 text-slate-700">Members: {wallet.members.join(", ") || "none"}. As sent by the visitor with their consent.</p>
      {wallet.cards.length > 0 ? (
        <DataTable
          caption="Cards"
          columns={["Member", "Issuer", "Card", "Kind", "Opened", "Closed", "Bonus received"]}
          dense
          className="mt-4"
        >
          {wallet.cards.map((card, index) => (
            <tr key={index}>
              <td className={cell}>{card.member}</td>
              <td className={cell}>{card.issuer}</td>
              <td className={cell}>{card.card}</td>
              <td className={cell}>{card.kind}</td>
              <td className={cell}>{month(card.opened)}</td>
              <td className={cell}>{month(card.closed)}</td>
              <td className={cell}>{month(card.bonus)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {wallet.balances.length > 0 ? (
        <DataTable caption="Balances" columns={["Member", "Program", { numeric: "Amount" }, "As of"]} dense className="mt-4">
          {wallet.balances.map((balance, index) => (
            <tr key={index}>
              <td className={cell}>{balance.member}</td>
              <td className={cell}>{balance.program}</td>
              <td className={`${cell} text-right tabular-nums`}>{balance.amount.toLocaleString("en-US")}</td>
              <td className={cell}>{formatIsoDate(balance.asOf)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {wallet.plan ? (
        <div className="mt-6">
          <h3 className="font-semibold text-brand-900">Their application plan</h3>
          <SavedPlanTable plan={wallet.plan} dense />
        </div>
      ) : null}
    </>
  );
}

/** The wallet a visitor attached to a lead (decision 074), as a section of the owner's page. */
export function WalletSnapshotTables({ wallet, headingId }: { wallet: WalletSnapshot | null; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        Attached wallet
      </h2>
      <WalletSnapshotView wallet={wallet} />
    </section>
  );
}
