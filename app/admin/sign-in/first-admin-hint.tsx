import { firstAdminCommand, firstAdminVariables } from "./first-admin";

/** Shown on the login page while no admin account exists: there is nothing to sign in with yet. */
export function FirstAdminHint() {
  const [emailVariable, passwordVariable] = firstAdminVariables;
  return (
    <div role="note" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">No admin account yet</p>
      <p>
        Create the first one on the server: run <code className="break-all">{firstAdminCommand}</code>, or start the site with{" "}
        <code>{emailVariable}</code> and <code>{passwordVariable}</code> set.
      </p>
    </div>
  );
}
