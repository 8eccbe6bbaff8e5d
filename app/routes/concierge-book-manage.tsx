import { Form } from "react-router";
import { pageMeta } from "~/layout/meta";
import { BookingSummary } from "~/strategy-session/booking-summary";
import { sessionDateLabel } from "~/strategy-session/format";
import { invalidManageLinkMessage } from "~/strategy-session/booking-messages";
import { manageAction, managePage } from "~/strategy-session/manage.server";
import { buttonClass, ButtonLink } from "~/ui/button";
import { Select } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/concierge-book-manage";
import { routePolicy } from "~/lib/route-policy";

// Personal links: never cached or listed.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Manage your booking", "Cancel or reschedule your Points Strategy Session."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return managePage(new URL(request.url));
}

export function action({ request, context }: Route.ActionArgs) {
  return manageAction(request, context);
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "invalid") {
    return (
      <>
        <PageHeader title="Manage your booking" />
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
          <p>{invalidManageLinkMessage}</p>
          <ButtonLink to="/concierge#strategy">Back to Concierge Services</ButtonLink>
        </div>
      </>
    );
  }
  const page = loaderData;
  return (
    <>
      <PageHeader title="Manage your booking" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-slate-800">
        <BookingSummary date={page.date} time={page.time} headingLevel={2} />
        <p>Booked for {page.email}.</p>
        {actionData?.error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {!page.active ? <p>This booking has been cancelled.</p> : null}
        {page.active && !page.changeable ? <p>{invalidManageLinkMessage}</p> : null}
        {page.changeable ? (
          <>
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="reschedule" />
              <Select
                id="manage-slot"
                name="slot"
                label="Move to another time (EST)"
                required
                options={page.days.map((day) => ({
                  label: sessionDateLabel(day.date),
                  options: day.slots.map((slot) => ({
                    value: `${day.date}|${slot.time}`,
                    label: `${sessionDateLabel(day.date)}, ${slot.time}`,
                  })),
                }))}
              />
              <button type="submit" className={buttonClass("primary")}>
                Reschedule
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className={buttonClass("secondary")}>
                Cancel booking
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </>
  );
}
