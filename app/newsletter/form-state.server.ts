import { signToken, verifyToken } from "~/security/signing.server";
import type { NewsletterFormState } from "./section-view";

const cookieName = "pw_newsletter_form";
const purpose = "newsletter-form";
const maxAgeSeconds = 60;

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [`${cookieName}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`, ...(secure ? ["Secure"] : [])].join("; ");
}

export function formStateCookie(state: NewsletterFormState, secure: boolean, now = new Date()): string {
  const token = signToken(purpose, JSON.stringify(state), new Date(now.getTime() + maxAgeSeconds * 1000));
  return cookie(token, maxAgeSeconds, secure);
}

export function clearFormStateCookie(secure: boolean): string {
  return cookie("", 0, secure);
}

export function readFormState(cookieHeader: string | null): NewsletterFormState | undefined {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  const payload = verifyToken(purpose, raw);
  if (!payload) return undefined;
  try {
    const { email, fieldError, adminEmail } = JSON.parse(payload) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : undefined);
    return { email: text(email), fieldError: text(fieldError), adminEmail: text(adminEmail) };
  } catch {
    return undefined;
  }
}
