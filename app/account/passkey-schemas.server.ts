import { z } from "~/lib/zod";
import { maxPasskeyNameLength, passkeyMessages } from "./passkey-forms";

/*
 * The passkey forms' fields as the server reads them. Apart from passkey-forms.ts, whose texts the
 * pages render in the browser too: a Zod schema module loaded in the browser trips the
 * Content-Security-Policy (Zod probes for eval when it builds one).
 */

export const passkeyNameSchema = z.object({
  name: z.string().trim().min(1, passkeyMessages.nameMissing).max(maxPasskeyNameLength, passkeyMessages.nameTooLong),
});

export const passkeyRemoveSchema = z.object({
  passkey: z.coerce.number().int().positive(),
});
