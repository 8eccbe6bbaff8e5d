import { actionSucceeded, auditAdminAction, postedFields, postedForm } from "~/admin/audit/audit.server";
import type { AuditKind } from "~/admin/audit/audit-kinds";
import { pageMeta } from "~/layout/meta";
import { adminBookingsAction, adminBookingsData } from "~/strategy-session/admin/admin-bookings.server";
import { BookingsTable } from "~/strategy-session/admin/bookings-table";
import { BlockForm, SettingsForm } from "~/strategy-session/admin/calendar-forms";
import type { Route } from "./+types/bookings";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Strategy sessions", "The owner's calendar of strategy session bookings."),
  { name: "robots", content: "noindex" },
];

const doneMessages: Record<string, string> = {
  cancel: "Session cancelled; the visitor has been emailed and the time is free again.",
  "mark-paid": "Marked as paid.",
  block: "Blocked.",
  unblock: "Block removed.",
  settings: "Booking rules saved.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return { ...(await adminBookingsData()), done: doneMessages[done] };
}

const auditedIntents: Record<string, AuditKind> = {
  cancel: "booking-cancelled",
  "mark-paid": "booking-paid",
  block: "booking-calendar",
  unblock: "booking-calendar",
  settings: "booking-calendar",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const intent = String(form.get("intent") ?? "");
  const result = await adminBookingsAction(request);
  const kind = auditedIntents[intent];
  if (kind && actionSucceeded(result)) {
    const details = postedFields(form, ["intent", "id", "date", "time", "horizonDays", "minimumNoticeHours"]);
    await auditAdminAction(context, kind, `${doneMessages[intent]}${details.id ? ` (#${details.id})` : ""}`, details);
  }
  return result;
}

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Strategy sessions</h1>
      {loaderData.done ? (
        <p role="status" className="mt-3 rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
          {loaderData.done}
        </p>
      ) : null}
      <section aria-labelledby="upcoming-heading" className="mt-6">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-brand-900">
          Upcoming sessions
        </h2>
        <BookingsTable caption="Upcoming sessions" rows={loaderData.upcoming} actions />
      </section>
      <BlockForm
        blocks={loaderData.blocks}
        errors={actionData?.blockErrors}
        values={actionData?.blockErrors ? actionData.values : undefined}
      />
      <SettingsForm
        settings={loaderData.settings}
        errors={actionData?.settingsErrors}
        values={actionData?.settingsErrors ? actionData.values : undefined}
      />
      <section aria-labelledby="past-heading" className="mt-10">
        <h2 id="past-heading" className="text-xl font-semibold text-brand-900">
          Past, cancelled and expired
        </h2>
        <BookingsTable caption="Past sessions" rows={loaderData.past} actions={false} />
      </section>
    </div>
  );
}
