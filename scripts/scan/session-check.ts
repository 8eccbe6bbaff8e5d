/**
 * Whether an admin session cookie still opens the dashboard: a signed-out browser is redirected
 * to the sign-in page instead. The scan checks it between its signed-in runs, since a scanner's
 * post can end the session and the runs after it would then test only what a stranger reaches.
 */
export async function sessionHolds(origin: string, cookie: string): Promise<boolean> {
  const answer = await fetch(new URL("/admin", origin), { headers: { cookie }, redirect: "manual" });
  await answer.body?.cancel();
  return answer.status === 200;
}
