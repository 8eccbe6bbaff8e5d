import type { SeatTransfer } from "~/award-watches/seat-email";
import { programs as providerPrograms } from "~/chat/programs";
import type { Catalog } from "~/points/catalog";
import { formatRatio } from "~/points/ratio";
import type { Wallet } from "~/wallet/wallet-csv";

/*
 * Where a visitor's wallet meets the provider's programs, for the award-watch job: which programs
 * it reaches today (holds miles in, or holds a currency that transfers there), and which of its
 * currencies transfer to a seat's program. The provider names programs by its own keys
 * ('aeroplan'); chat/programs.ts ties them to the points catalog's ids.
 */

export interface WalletReach {
  /** Provider program keys the wallet reaches. */
  programs: Set<string>;
  /** Catalog currency ids the wallet holds a positive balance of. */
  currencies: Set<string>;
}

export function walletReach(wallet: Pick<Wallet, "balances">, catalog: Pick<Catalog, "currencies" | "programs" | "partners">): WalletReach {
  const held = new Set(wallet.balances.filter((balance) => balance.amount > 0).map((balance) => balance.programId));
  const currencies = new Set(catalog.currencies.filter((currency) => held.has(currency.id)).map((currency) => currency.id));
  const reached = new Set(catalog.programs.filter((program) => held.has(program.id)).map((program) => program.id));
  for (const partner of catalog.partners) if (currencies.has(partner.currencyId)) reached.add(partner.programId);
  const programs = new Set<string>();
  for (const [key, program] of Object.entries(providerPrograms)) if (program.catalogId && reached.has(program.catalogId)) programs.add(key);
  return { programs, currencies };
}

/** The program's name as the email shows it: the provider's key when it is one the site does not know. */
export function programName(providerKey: string): string {
  return providerPrograms[providerKey]?.name ?? providerKey;
}

/** The held currencies that transfer to the provider's program, with today's ratio, by currency name. */
export function transfersTo(providerKey: string, reach: WalletReach, catalog: Pick<Catalog, "currencies" | "partners">): SeatTransfer[] {
  const catalogId = providerPrograms[providerKey]?.catalogId;
  if (!catalogId) return [];
  return catalog.partners
    .filter((partner) => partner.programId === catalogId && reach.currencies.has(partner.currencyId))
    .map((partner) => ({
      currency: catalog.currencies.find((currency) => currency.id === partner.currencyId)?.name ?? partner.currencyId,
      ratio: formatRatio(partner.ratio),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}
