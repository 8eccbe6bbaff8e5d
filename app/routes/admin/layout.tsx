import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { AdminPlainFrame, AdminShell } from "~/admin/shell/admin-shell";
import { adminShellRouteId } from "~/admin/shell/area";
import { adminContext, requireAdmin } from "~/admin/sign-in/guard.server";
import { countNewConciergeRequests } from "~/concierge/requests.server";
import { countFailedSince } from "~/email/admin.server";
import { ErrorPage, NotFoundPage } from "~/layout/status-pages";
import { countPendingErasureRequests } from "~/privacy/self-service.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

const week = 7 * 24 * 60 * 60 * 1000;

/** The session, and what waits for the owner: one indexed count each, on every admin page. */
export async function loader({ context }: Route.LoaderArgs) {
  const [newRequests, failedEmails, pendingErasures] = await Promise.all([
    countNewConciergeRequests(),
    countFailedSince(new Date(Date.now() - week)),
    countPendingErasureRequests(),
  ]);
  return { email: context.get(adminContext).email, counts: { newRequests, failedEmails, pendingErasures } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} counts={loaderData.counts}>
      <Outlet />
    </AdminShell>
  );
}

/** A page's error keeps the shell around it, so the owner can go on from the menu. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>(adminShellRouteId);
  const page = isRouteErrorResponse(error) ? (
    error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorPage detail={`${error.status} ${error.statusText}`.trim()} />
    )
  ) : (
    <ErrorPage detail={error instanceof Error ? error.message : "Unknown error"} />
  );
  if (!shell) return <AdminPlainFrame>{page}</AdminPlainFrame>;
  return (
    <AdminShell email={shell.email} counts={shell.counts}>
      {page}
    </AdminShell>
  );
}
