/** Every page under /admin, the sign-in pages included, goes without the visitor's header, footer, chat and cookie banner. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * The id React Router gives the layout in app/routes.ts that guards the signed-in pages; when it
 * is matched, the shell draws the page's header, menu and <main>, so the document must not.
 */
export const adminShellRouteId = "routes/admin/layout";
