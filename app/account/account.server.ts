import { eq } from "drizzle-orm";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { db } from "~/db/database.server";
import { visitorAccounts, visitorSignInCodes } from "~/db/schema";
import { requestInfoContext } from "~/request-context";
import { readVisitorToken, visitorCookie } from "./session-cookie";
import { findVisitor, type AccountColumns, type Visitor } from "./sessions.server";

export interface SignedInVisitor extends Visitor {
  /** The session id from the cookie, to mark "this browser" and to end this session. */
  token: string;
}

/** The signed-in visitor making this request, if any. */
export async function currentVisitor(
  request: Request,
  secure: boolean,
  now = new Date(),
  columns?: AccountColumns,
): Promise<SignedInVisitor | undefined> {
  const token = readVisitorToken(request.headers.get("Cookie"), secure);
  if (!token) return undefined;
  const visitor = await findVisitor(token, now, columns);
  return visitor && { ...visitor, token };
}

// null, not undefined: React Router treats an undefined default as "no default".
const columnsContext = createContext<AccountColumns | null>(null);

/**
 * Route middleware for a page that reads more of the account than the visitor (its wallet): the
 * first `requestVisitor` of the request, the root loader's for the header, reads `columns` in the
 * same statement, and the page finds them in the visitor's `read` (decision 077). Middleware runs
 * before every loader, so whichever loader asks first, the one statement carries them.
 */
export function readWithVisitor(columns: AccountColumns): MiddlewareFunction<Response> {
  return ({ context }, next) => {
    context.set(columnsContext, columns);
    return next();
  };
}

/**
 * The signed-in visitor, asked once per request: the root loader (for the header) and a page's
 * own loader (for the wallet) both ask, each with a Request of its own but the one router
 * context, and on the embedded database every query waits its turn.
 */
const visitorOfRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<SignedInVisitor | undefined>>();

export function requestVisitor(request: Request, context: Readonly<RouterContextProvider>): Promise<SignedInVisitor | undefined> {
  let visitor = visitorOfRequest.get(context);
  if (!visitor) {
    const columns = context.get(columnsContext) ?? undefined;
    visitor = currentVisitor(request, context.get(requestInfoContext).secure, new Date(), columns);
    visitorOfRequest.set(context, visitor);
  }
  return visitor;
}

export function visitorSessionCookie(token: string, secure: boolean): string {
  return visitorCookie(secure).serialize(token, secure);
}

export function clearVisitorSessionCookie(secure: boolean): string {
  return visitorCookie(secure).clear(secure);
}

/**
 * Deletes the account and everything it keeps, at once: its sessions (and, as the wallet comes,
 * its rows) go by the foreign keys' cascade, and its address's sign-in codes with it.
 */
export async function deleteAccount(accountId: number): Promise<void> {
  await db().transaction(async (tx) => {
    const [account] = await tx.delete(visitorAccounts).where(eq(visitorAccounts.id, accountId)).returning({ email: visitorAccounts.email });
    if (account) await tx.delete(visitorSignInCodes).where(eq(visitorSignInCodes.email, account.email));
  });
}
