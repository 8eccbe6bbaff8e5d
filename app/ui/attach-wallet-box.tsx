import { attachWalletField, offerCounts, type WalletOffer } from "~/lib/wallet-offer";
import { Checkbox } from "./checkbox";

/**
 * The consent box of a lead form (decision 074): unticked unless this visitor ticked it on a post
 * that came back refused. Shown only to a signed-in visitor with something in the wallet.
 */
export function AttachWalletBox({
  offer,
  checked,
  who,
  className = "",
}: {
  offer: WalletOffer | null;
  checked: boolean;
  who: string;
  className?: string;
}) {
  if (!offer) return null;
  return (
    <Checkbox
      id="attach-wallet"
      name={attachWalletField}
      defaultChecked={checked}
      label={`Attach my wallet (${offerCounts(offer)}) so ${who} sees what I hold`}
      hint="Your saved application plan goes with it, if you have one. The owner sees them with this request, and they are erased with it."
      className={className}
    />
  );
}
