import { Form, Link, Outlet } from "react-router";
import { adminContext, requireAdmin } from "~/admin/sign-in/guard.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(adminContext).email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <p className="text-sm text-slate-600">
          Signed in as{" "}
          <Link to="/admin/account" className="font-medium text-slate-900 underline hover:text-brand-700">
            {loaderData.email}
          </Link>
        </p>
        <Form method="post" action="/admin/logout">
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
            Logout
          </button>
        </Form>
      </div>
      <Outlet />
    </div>
  );
}
