import fs from "node:fs";

/**
 * Every admin page behind the sign-in, read from `app/routes.ts` so a new page is scanned without
 * anyone adding it here: paths under `admin/` with no parameter, and not a CSV download (no form
 * on it). Pages that end the session when posted (`leaveOut`) are scanned on their own, last.
 */
export function adminPages(routesSource: string, leaveOut: readonly string[]): string[] {
  const paths = [...routesSource.matchAll(/route\("(admin(?:\/[^":]*)?)"/g)].map((match) => `/${match[1]}`);
  const signIn = /^\/admin\/(login|logout|invitation)(\/|$)/;
  return [...new Set(paths)].filter((path) => !signIn.test(path) && !path.endsWith(".csv") && !leaveOut.includes(path));
}

export function adminPagesOfThisSite(leaveOut: readonly string[]): string[] {
  return adminPages(fs.readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8"), leaveOut);
}
