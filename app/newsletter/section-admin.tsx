import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { adminIntents, sectionAdminAction, sectionParams, type NewsletterSectionData, type SectionAdminView } from "./section-view";

/** A link that changes the section's view by its query, staying on the section. */
function viewLink(search: Record<string, string>) {
  const query = new URLSearchParams(search).toString();
  return { search: query ? `?${query}` : "", hash: "newsletter" };
}

/** The spec's hidden Admin toggle: a disclosure that reveals the (real) admin login. */
export function SectionAdminLogin({ open, email }: { open: boolean; email?: string }) {
  return (
    <details open={open} className="mt-8 text-sm">
      <summary className="inline-block cursor-pointer rounded px-2 py-1 text-slate-600 hover:text-brand-800">Admin</summary>
      <Form method="post" action={sectionAdminAction} className="mt-3 max-w-sm space-y-3" noValidate>
        <input type="hidden" name="intent" value={adminIntents.login} />
        <TextInput label="Admin email" name="email" type="email" autoComplete="username" defaultValue={email} />
        <TextInput label="Admin password" name="password" type="password" autoComplete="current-password" />
        <button type="submit" className={buttonClass("secondary")}>
          Log in
        </button>
      </Form>
    </details>
  );
}

/** What a signed-in admin sees in the section: the list, Clear All (confirmed first) and Logout. */
export function SectionAdminPanel({ admin }: { admin: SectionAdminView }) {
  const shown = admin.emails !== undefined;
  const keepList: Record<string, string> = shown ? { [sectionParams.showSubscribers]: "1" } : {};
  return (
    <div className="mt-8 rounded-lg border border-slate-300 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Link to={viewLink(shown ? {} : { [sectionParams.showSubscribers]: "1" })} preventScrollReset className={buttonClass("secondary")}>
          {`${shown ? "Hide" : "Show"} Subscribers (${admin.count})`}
        </Link>
        <Link to={viewLink({ ...keepList, [sectionParams.confirmClear]: "1" })} preventScrollReset className={buttonClass("secondary")}>
          Clear All
        </Link>
        <Form method="post" action={sectionAdminAction}>
          <input type="hidden" name="intent" value={adminIntents.logout} />
          <button type="submit" className={buttonClass("secondary")}>
            Logout
          </button>
        </Form>
        <Link to="/admin/subscribers" className="font-medium text-brand-700 underline hover:text-brand-900">
          Manage subscribers
        </Link>
      </div>
      {admin.confirmClear ? (
        <div role="alertdialog" aria-labelledby="clear-all-question" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3">
          <p id="clear-all-question" className="font-semibold text-red-900">
            {`Remove all ${admin.count} subscribers? This cannot be undone.`}
          </p>
          <Form method="post" action={sectionAdminAction} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value={adminIntents.clear} />
            <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
              Yes, clear all
            </button>
            <Link to={viewLink(keepList)} preventScrollReset className={buttonClass("secondary")}>
              Cancel
            </Link>
          </Form>
        </div>
      ) : null}
      {shown ? (
        admin.emails!.length > 0 ? (
          <ul aria-label="Subscribers" className="mt-4 max-h-64 space-y-1 overflow-y-auto">
            {admin.emails!.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">No subscribers yet.</p>
        )
      ) : null}
    </div>
  );
}

export function SectionAdmin({ section }: { section: NewsletterSectionData }) {
  return section.admin ? (
    <SectionAdminPanel admin={section.admin} />
  ) : (
    <SectionAdminLogin open={section.adminOpen} email={section.form.adminEmail} />
  );
}
