import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";

export interface EnrolmentView {
  id: number;
  name: string;
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * Adding an authenticator app: the QR code (SVG drawn on the server: no script, no inline style,
 * so the Content-Security-Policy allows it), the same secret as text, and the first code, which
 * verifies the factor. Works without JavaScript.
 */
export function TotpEnrolment({ enrolment, intent, error }: { enrolment: EnrolmentView; intent: string; error?: string }) {
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key shown under it.</li>
        <li>Enter the six-digit code the app then shows.</li>
      </ol>
      <figure className="w-48">
        <div
          className="size-48 border border-slate-200"
          role="img"
          aria-label="QR code for your authenticator app"
          dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
        />
        <figcaption className="mt-2 text-sm text-slate-700">
          Key:{" "}
          <code className="font-mono text-slate-900 break-all" data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </figcaption>
      </figure>
      <p className="text-sm text-slate-700">
        On this device?{" "}
        <a className="underline" href={enrolment.uri}>
          Open it in your authenticator app
        </a>
        .
      </p>
      <Form method="post" className="space-y-3" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="factor" value={enrolment.id} />
        <TextInput
          label="Code from the app"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={16}
          required
          error={error}
        />
        <button type="submit" className={buttonClass()}>
          Verify and add
        </button>
      </Form>
    </div>
  );
}
