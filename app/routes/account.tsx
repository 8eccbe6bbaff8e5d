import { data, Form } from "react-router";
import { accountMessages, confirmsDeletion, visitorAccountIntents } from "~/account/account-intents";
import { clearVisitorSessionCookie, deleteAccount } from "~/account/account.server";
import { passkeyIntents } from "~/account/passkey-forms";
import { PasskeysSection } from "~/account/passkeys-section";
import { passkeyRegistrationOptions, visitorPasskeyList } from "~/account/passkeys.server";
import { accountPath, alertsPath, signOutPath, walletPath } from "~/account/paths";
import { requireVisitor } from "~/account/signed-in.server";
import { endAllVisitorSessions, endOtherVisitorSession, endOtherVisitorSessions, visitorSessionList } from "~/account/sessions.server";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { describeUserAgent } from "~/lib/user-agent";
import { flashedFormFields, redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { ButtonLink, buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { SessionList } from "~/ui/session-list";
import type { Route } from "./+types/account";

// Public in the sense that no admin sign-in guards it: the visitor's own session does, below.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your account", "Your Pointwise account: where you are signed in, your passkeys, and deleting it."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { secure, siteUrl } = context.get(requestInfoContext);
  const visitor = await requireVisitor(request, secure);
  return {
    email: visitor.email,
    sessions: await visitorSessionList(visitor.accountId, visitor.token),
    passkeys: await visitorPasskeyList(visitor.accountId),
    passkeyOptions: await passkeyRegistrationOptions(visitor, siteUrl),
    passkeyRefused: flashedFormFields(context, passkeyIntents.add),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { secure } = context.get(requestInfoContext);
  const visitor = await requireVisitor(request, secure);
  const form = await request.formData();
  const intent = form.get("intent");
  const signedOut = { headers: { "Set-Cookie": clearVisitorSessionCookie(secure) } };

  if (intent === visitorAccountIntents.revoke) {
    const ended = await endOtherVisitorSession(visitor.accountId, String(form.get("session") ?? ""), visitor.token);
    if (!ended) return redirectWithNotice(context, accountPath, destructiveNotice("Not signed out", "That session had already ended."));
    const device = describeUserAgent(ended.userAgent);
    return redirectWithNotice(context, accountPath, successNotice("Signed out", `The session on ${device} has ended.`));
  }
  if (intent === visitorAccountIntents.revokeOthers) {
    await endOtherVisitorSessions(visitor.accountId, visitor.token);
    return redirectWithNotice(context, accountPath, successNotice("Signed out", "Every other browser is signed out."));
  }
  if (intent === visitorAccountIntents.everywhere) {
    await endAllVisitorSessions(visitor.accountId);
    return redirectWithNotice(
      context,
      "/",
      successNotice("Signed out everywhere", "Every browser signed in to your account is signed out."),
      signedOut,
    );
  }
  if (intent === visitorAccountIntents.deleteAccount) {
    if (!confirmsDeletion(form.get("confirm"))) return data({ deleteError: accountMessages.confirmDelete }, { status: 400 });
    await deleteAccount(visitor.accountId);
    return redirectWithNotice(
      context,
      "/",
      successNotice("Account deleted", "Your account and everything it kept are deleted."),
      signedOut,
    );
  }
  throw data("Unknown action", { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Your account">
        <p>{`Signed in as ${loaderData.email}.`}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <div className="mb-8 flex flex-wrap gap-3">
          <ButtonLink to={walletPath}>Your wallet: cards, points and when they expire</ButtonLink>
          <ButtonLink to={alertsPath} variant="secondary">
            Your alerts
          </ButtonLink>
        </div>
        <Form method="post" action={signOutPath}>
          <button type="submit" className={buttonClass("secondary")}>
            Sign out
          </button>
        </Form>

        <SessionList sessions={loaderData.sessions} intents={visitorAccountIntents} />
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={visitorAccountIntents.everywhere} />
          <button type="submit" className={buttonClass("secondary")}>
            Sign out everywhere
          </button>
        </Form>

        <PasskeysSection passkeys={loaderData.passkeys} options={loaderData.passkeyOptions} refused={loaderData.passkeyRefused} />

        <section aria-labelledby="delete-heading" className="mt-12 rounded-md border border-red-200 p-6">
          <h2 id="delete-heading" className="text-lg font-semibold text-red-900">
            Delete your account
          </h2>
          <p className="mt-2 text-slate-700">
            This deletes your account and everything it keeps, at once, and signs out every browser. Requests, bookings and newsletter
            subscriptions made with this address are not part of the account; the "Your data" page finds and erases those.
          </p>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value={visitorAccountIntents.deleteAccount} />
            <TextInput
              label={`Type "delete" to confirm`}
              name="confirm"
              autoComplete="off"
              maxLength={20}
              error={actionData?.deleteError}
              required
            />
            <button type="submit" className={buttonClass("destructive")}>
              Delete my account
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
