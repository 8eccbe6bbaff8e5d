import { Form } from "react-router";
import { formatDateTime } from "~/lib/format-date";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { ConfirmPasswordForm } from "../sign-in/confirm-password-form";
import { factorIntents } from "./factor-intents";
import { PasskeyButton } from "~/ui/passkey-button";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TotpEnrolment, type EnrolmentView } from "./totp-enrolment";

export interface FactorRow {
  id: number;
  kind: string;
  name: string;
  createdAt: Date;
  verifiedAt: Date | null;
  lastUsedAt: Date | null;
}

export interface FactorsSectionProps {
  factors: FactorRow[];
  remainingRecoveryCodes: number;
  enrolment: EnrolmentView | null;
  passkeyOptions: unknown;
  /** This session signed in or typed its password within the last few minutes: it may add factors. */
  recentlyAuthenticated: boolean;
  actionData?: {
    factorErrors?: { form: string; factor?: number; name?: string; errors: Record<string, string | undefined> };
    recoveryCodes?: string[];
  };
}

const kindLabel: Record<string, string> = { totp: "Authenticator app", passkey: "Passkey" };
const needsPassword = "Confirm your password above first.";

/** Second factors on the account page: each form posts on its own and works without JavaScript (passkeys aside). */
export function FactorsSection(props: FactorsSectionProps) {
  const { factors, remainingRecoveryCodes, enrolment, passkeyOptions, recentlyAuthenticated, actionData } = props;
  const failed = actionData?.factorErrors;
  const errorsFor = (form: string, factor?: number) =>
    failed?.form === form && (factor === undefined || failed.factor === factor) ? failed.errors : {};
  const anyVerified = factors.some((factor) => factor.verifiedAt);
  return (
    <section aria-labelledby="factors-heading" className="mt-8">
      <h2 id="factors-heading" className="text-lg font-semibold text-brand-900">
        Second factors
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        With a verified second factor, signing in asks for your password and then a code from your app, a passkey or a recovery code.
      </p>
      {actionData?.recoveryCodes ? <RecoveryCodesPanel codes={actionData.recoveryCodes} /> : null}
      {factors.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No second factor yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200" aria-label="Your second factors">
          {factors.map((factor) => {
            const errors = errorsFor(factorIntents.remove, factor.id);
            return (
              <li key={factor.id} className="flex flex-wrap items-start justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {factor.name}
                    <span className="ml-2 text-sm font-normal text-slate-700">{kindLabel[factor.kind] ?? factor.kind}</span>
                    {factor.verifiedAt ? (
                      <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Verified</span>
                    ) : (
                      <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">Unverified</span>
                    )}
                  </p>
                  <p className="text-sm text-slate-700">
                    {`Added ${formatDateTime(factor.createdAt)}`}
                    {factor.lastUsedAt ? `; last used ${formatDateTime(factor.lastUsedAt)}` : ""}
                  </p>
                  {!factor.verifiedAt && factor.kind === "totp" && enrolment?.id !== factor.id ? (
                    <a className="text-sm underline" href={`/admin/account?enrol=${factor.id}#add-app`}>
                      Finish adding it
                    </a>
                  ) : null}
                </div>
                <details className="w-full max-w-xs" open={Boolean(errors.password)}>
                  <summary className="cursor-pointer text-sm font-medium text-brand-700">Remove {factor.name}</summary>
                  <Form method="post" className="mt-2 space-y-2" noValidate>
                    <input type="hidden" name="intent" value={factorIntents.remove} />
                    <input type="hidden" name="factor" value={factor.id} />
                    <TextInput
                      label={`Your password, to remove ${factor.name}`}
                      name="password"
                      type="password"
                      autoComplete="current-password"
                      maxLength={1024}
                      required
                      error={errors.password}
                    />
                    <button type="submit" className={buttonClass("secondary")}>
                      Remove
                    </button>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
      )}

      {recentlyAuthenticated ? null : <ConfirmPasswordForm error={errorsFor(factorIntents.confirmPassword).password} />}

      <div id="add-app" className="mt-6">
        <h3 className="font-semibold text-slate-900">Add an authenticator app</h3>
        {enrolment ? (
          <div className="mt-2">
            <p className="text-sm text-slate-700">Adding “{enrolment.name}”. It stays unverified until you enter its first code.</p>
            <div className="mt-3">
              <TotpEnrolment
                enrolment={enrolment}
                intent={factorIntents.totpConfirm}
                error={errorsFor(factorIntents.totpConfirm, enrolment.id).code}
              />
            </div>
          </div>
        ) : recentlyAuthenticated ? (
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-3" noValidate>
            <input type="hidden" name="intent" value={factorIntents.totpStart} />
            <TextInput
              label="Name for the app"
              name="name"
              placeholder="My phone"
              maxLength={60}
              required
              defaultValue={failed?.form === factorIntents.totpStart ? failed.name : undefined}
              error={errorsFor(factorIntents.totpStart).name}
            />
            <button type="submit" className={buttonClass()}>
              Add an app
            </button>
          </Form>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{needsPassword}</p>
        )}
      </div>

      <div className="mt-6">
        <h3 className="font-semibold text-slate-900">Add a passkey</h3>
        {recentlyAuthenticated ? (
          <div className="mt-2">
            <PasskeyButton
              ceremony="register"
              options={passkeyOptions}
              intent={factorIntents.passkeyRegister}
              label="Add a passkey"
              noScript="Adding a passkey needs JavaScript in this browser. An authenticator app works without it."
            >
              <TextInput
                label="Name for the passkey"
                name="name"
                placeholder="This laptop"
                maxLength={60}
                required
                defaultValue={failed?.form === factorIntents.passkeyRegister ? failed.name : undefined}
                error={errorsFor(factorIntents.passkeyRegister).name}
              />
            </PasskeyButton>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{needsPassword}</p>
        )}
      </div>

      <div className="mt-6">
        <h3 className="font-semibold text-slate-900">Recovery codes</h3>
        <p className="mt-1 text-sm text-slate-700">
          {anyVerified
            ? `${remainingRecoveryCodes} of 10 unused. Making new ones ends the old ones.`
            : "Ten recovery codes come with your first verified second factor."}
        </p>
        {anyVerified && recentlyAuthenticated ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value={factorIntents.recoveryRegenerate} />
            <button type="submit" className={buttonClass("secondary")}>
              Make new recovery codes
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
