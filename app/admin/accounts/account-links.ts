/** The paths of the emailed single-use links; made absolute with SITE_URL when an email is written. */
export function resetPath(token: string): string {
  return `/admin/login/reset?token=${encodeURIComponent(token)}`;
}

export function invitationPath(token: string): string {
  return `/admin/invitation?token=${encodeURIComponent(token)}`;
}
