import { auditAdminAction } from "~/admin/audit/audit.server";
import { Form, Link } from "react-router";
import { pageMeta } from "~/layout/meta";
import { requireSubscriber } from "~/newsletter/admin/require-subscriber.server";
import { eraseSubscriber } from "~/newsletter/subscribers.server";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/subscribers-remove";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Remove subscriber", "Confirm erasing a subscriber."),
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const subscriber = await requireSubscriber(params.id);
  return { email: subscriber.email };
}

/** A data-subject erase request: the row and its send records go; only the outbox keeps sent mail. */
export async function action({ params, context }: Route.ActionArgs) {
  const subscriber = await requireSubscriber(params.id);
  await eraseSubscriber(subscriber.id);
  // Only the number: keeping the address here would undo the erasure.
  await auditAdminAction(context, "subscriber-erased", `Erased subscriber #${subscriber.id}`, { id: subscriber.id });
  return redirectWithNotice(
    context,
    "/admin/subscribers",
    successNotice("Subscriber removed", `${subscriber.email} has been erased from the list.`),
  );
}

export default function RemoveSubscriber({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl py-8">
      <h1 className="text-2xl font-bold text-brand-900 break-all">{`Remove ${loaderData.email}?`}</h1>
      <p className="mt-3 text-slate-700">The address is erased from the list for good, with the record of which issues were sent to it.</p>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
          Remove
        </button>
        <Link to="/admin/subscribers" className={buttonClass("secondary")}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}
