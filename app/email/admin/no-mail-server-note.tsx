/** Shown on the admin's mail pages while SMTP_URL is unset. */
export function NoMailServerNote() {
  return (
    <p role="note" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      No mail server is configured (<code>SMTP_URL</code>), so messages wait here. Nothing is lost: they are sent as soon as the site starts
      with a mail server configured.
    </p>
  );
}
