import { redirect } from "react-router";
import { currentVisitor, type SignedInVisitor } from "./account.server";
import { signInPath } from "./paths";

/** The signed-in visitor, for a page only they can see; anyone else is sent to sign in. */
export async function requireVisitor(request: Request, secure: boolean): Promise<SignedInVisitor> {
  const visitor = await currentVisitor(request, secure);
  if (!visitor) throw redirect(signInPath);
  return visitor;
}
