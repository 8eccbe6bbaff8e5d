import { Form } from "react-router";
import { formatDateTime } from "~/lib/format-date";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { PasskeyButton } from "~/ui/passkey-button";
import { maxPasskeyNameLength, maxPasskeysPerAccount, passkeyIntents, passkeyMessages } from "./passkey-forms";
import { passkeysPath } from "./paths";
import type { VisitorPasskey } from "./passkeys.server";

export interface PasskeysSectionProps {
  passkeys: VisitorPasskey[];
  /** The server's registration options, with a challenge for this account. */
  options: unknown;
  /** A refused "Add a passkey": the name typed and why. */
  refused?: { name?: string; error?: string };
}

/**
 * The account page's passkeys: each signs in alone. Adding one needs JavaScript (the browser's
 * WebAuthn), so without it the section says so; removing one is a plain form.
 */
export function PasskeysSection({ passkeys, options, refused }: PasskeysSectionProps) {
  return (
    <section id="passkeys" aria-labelledby="passkeys-heading" className="mt-12">
      <h2 id="passkeys-heading" className="text-lg font-semibold text-brand-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A passkey signs you in with your fingerprint, face or device PIN, with no emailed code. It stays on your device; we keep only its
        public half.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No passkey yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-4 py-3">
              <div>
                <p className="font-medium text-slate-900">{passkey.name}</p>
                <p className="text-sm text-slate-700">
                  {`Added ${formatDateTime(passkey.createdAt)}; ${passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "not used yet"}`}
                </p>
              </div>
              <Form method="post" action={passkeysPath}>
                <input type="hidden" name="intent" value={passkeyIntents.remove} />
                <input type="hidden" name="passkey" value={passkey.id} />
                <button type="submit" className={buttonClass("secondary")} aria-label={`Remove the passkey ${passkey.name}`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <h3 className="font-semibold text-slate-900">Add a passkey</h3>
        <div className="mt-2">
          {passkeys.length >= maxPasskeysPerAccount ? (
            <p className="text-sm text-slate-700">{passkeyMessages.full}</p>
          ) : (
            <PasskeyButton
              ceremony="register"
              options={options}
              intent={passkeyIntents.add}
              action={passkeysPath}
              label="Add a passkey"
              noScript={passkeyMessages.noScript}
            >
              <TextInput
                label="Name for the passkey"
                name="name"
                placeholder="My phone"
                maxLength={maxPasskeyNameLength}
                required
                defaultValue={refused?.name}
                error={refused?.error}
              />
            </PasskeyButton>
          )}
        </div>
      </div>
    </section>
  );
}
