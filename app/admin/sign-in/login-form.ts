// Kept free of zod so the login page ships no validation library to the browser.

/** The notices for a failed admin sign-in and for signing out. */
export const loginMessages = {
  deniedTitle: "Access Denied",
  denied: "Invalid admin password.",
  loggedOutTitle: "Logged Out",
  loggedOut: "Admin session ended.",
} as const;

/** Only paths inside the admin area may be returned to, so the login cannot redirect off-site. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined): string {
  if (typeof target !== "string") return "/admin";
  return /^\/admin(\/[\w\-/]*)?$/.test(target) ? target : "/admin";
}

export function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
