import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";
import { defineSignedCookie } from "~/security/signed-cookie.server";
import { parseNotice, type Notice } from "./notice";

/**
 * The one way anything survives a redirect (post/redirect/get): a short-lived signed cookie, read
 * on the next page with or without JavaScript and cleared once shown. It carries the notice and,
 * when a form posted without JavaScript was refused, that form's typed values and field errors
 * under the form's id, so the page it lands on can show them again (decision 038).
 */
export interface Flash {
  notice: Notice;
  form?: FlashedForm;
}

export interface FlashedForm {
  /** Which form the fields belong to: a page reads only its own. */
  id: string;
  fields: Readonly<Record<string, string>>;
}

const flashCookie = defineSignedCookie("pw_flash", "flash", { path: "/", sameSite: "Lax", maxAgeSeconds: 60 });
export const flashCookieName = flashCookie.name;
/** Longer than any field a form sends back this way (an email address, a message). */
const maxFieldLength = 300;
/** What a browser keeps of one cookie (RFC 6265 section 6.1's minimum, and what they all keep). */
const maxCookieLength = 4096;

// null, not undefined: React Router treats an undefined default as "no default".
export const noticeContext = createContext<Notice | null>(null);
const flashedFormContext = createContext<FlashedForm | null>(null);

/** The flash as a Set-Cookie value; form fields that would not fit one cookie are left out, never the notice. */
export function flashSetCookie({ notice, form }: Flash, secure: boolean, now = new Date()): string {
  if (form) {
    const fields = Object.fromEntries(Object.entries(form.fields).map(([name, value]) => [name, value.slice(0, maxFieldLength)]));
    const withForm = flashCookie.serialize(JSON.stringify({ notice, form: { id: form.id, fields } }), secure, now);
    if (withForm.length <= maxCookieLength) return withForm;
  }
  return flashCookie.serialize(JSON.stringify({ notice }), secure, now);
}

export function clearFlashCookie(secure: boolean): string {
  return flashCookie.clear(secure);
}

export function readFlash(cookieHeader: string | null, now = new Date()): Flash | undefined {
  const payload = flashCookie.read(cookieHeader, now);
  if (!payload) return undefined;
  try {
    const { notice, form } = JSON.parse(payload) as Record<string, unknown>;
    const parsed = parseNotice(notice);
    if (!parsed) return undefined;
    const flashedForm = parseFlashedForm(form);
    return flashedForm ? { notice: parsed, form: flashedForm } : { notice: parsed };
  } catch {
    return undefined;
  }
}

function parseFlashedForm(value: unknown): FlashedForm | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { id, fields } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof fields !== "object" || fields === null) return undefined;
  const entries = Object.entries(fields);
  const valid = entries.every(([, text]) => typeof text === "string" && text.length <= maxFieldLength);
  return valid ? { id, fields: Object.fromEntries(entries) as Record<string, string> } : undefined;
}

/** A redirect (303, so the browser follows with GET) that carries `flash` to the page it lands on. */
export function redirectWithFlash(context: Readonly<RouterContextProvider>, to: string, flash: Flash, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", flashSetCookie(flash, context.get(requestInfoContext).secure));
  return redirect(to, { status: 303, ...init, headers });
}

/** A redirect that shows `notice` on the page it lands on. */
export function redirectWithNotice(
  context: Readonly<RouterContextProvider>,
  to: string,
  notice: Notice,
  init: ResponseInit = {},
): Response {
  return redirectWithFlash(context, to, { notice }, init);
}

/** The fields form `id` left in this request's flash, if it was the form refused just before. */
export function flashedFormFields(context: Readonly<RouterContextProvider>, id: string): Readonly<Record<string, string>> | undefined {
  const form = context.get(flashedFormContext);
  return form?.id === id ? form.fields : undefined;
}

/**
 * Root middleware: reads a pending flash into the request context for the root loader and the
 * page's own, and clears the cookie on the response that shows it (unless that response sets a
 * new one).
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookieHeader = request.headers.get("Cookie");
  if (!flashCookie.isPresent(cookieHeader)) return next();
  const flash = readFlash(cookieHeader);
  context.set(noticeContext, flash?.notice ?? null);
  context.set(flashedFormContext, flash?.form ?? null);
  const response = await next();
  const setsFlash = response.headers.getSetCookie().some((value) => value.startsWith(`${flashCookie.name}=`));
  if (!setsFlash) {
    response.headers.append("Set-Cookie", clearFlashCookie(context.get(requestInfoContext).secure));
  }
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};
