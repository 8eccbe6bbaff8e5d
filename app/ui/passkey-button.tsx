import { useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button";

type Ceremony = "register" | "authenticate";

const neverChanges = () => () => {};

/**
 * A passkey ceremony, the admin's or a visitor's: the button asks the browser (through
 * @simplewebauthn/browser, fetched only when pressed, so no other page ever loads it) and posts
 * its answer in a hidden field. Passkeys need JavaScript: before the page is interactive, and with JavaScript off, `noScript` explains
 * that instead of a button that could not work.
 */
export function PasskeyButton({
  ceremony,
  options,
  intent,
  action,
  label,
  noScript,
  children,
}: {
  ceremony: Ceremony;
  /** The server's options (JSON), with its signed challenge. */
  options: unknown;
  intent: string;
  /** Where the answer is posted; the page's own action when left out. */
  action?: string;
  label: string;
  noScript: ReactNode;
  /** Other fields of the form (a name). */
  children?: ReactNode;
}) {
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const response = useRef<HTMLInputElement>(null);
  // True only in a browser running the page's script that can do WebAuthn; false on the server.
  const ready = useSyncExternalStore(
    neverChanges,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );

  async function run() {
    setProblem(undefined);
    if (!form.current?.reportValidity()) return;
    setBusy(true);
    try {
      const browser = await import("@simplewebauthn/browser");
      const answer =
        ceremony === "register"
          ? await browser.startRegistration({ optionsJSON: options as Parameters<typeof browser.startRegistration>[0]["optionsJSON"] })
          : await browser.startAuthentication({ optionsJSON: options as Parameters<typeof browser.startAuthentication>[0]["optionsJSON"] });
      response.current!.value = JSON.stringify(answer);
      form.current.requestSubmit();
    } catch {
      setProblem("The passkey was not used. Try again when you are ready.");
    } finally {
      setBusy(false);
    }
  }

  if (!ready) return <div className="text-sm text-slate-700">{noScript}</div>;
  return (
    <Form method="post" action={action} ref={form} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="response" ref={response} />
      {children}
      <button type="button" className={buttonClass("secondary")} onClick={run} disabled={busy}>
        {label}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </Form>
  );
}
