import { z } from "~/lib/zod";
import { maxFactorNameLength } from "./factors.server";

const factorId = z.coerce.number("Unknown factor.").int().positive();

export const factorNameSchema = z.object({
  name: z.string().trim().min(1, "Please give it a name.").max(maxFactorNameLength, `At most ${maxFactorNameLength} characters.`),
});

export const totpConfirmSchema = z.object({
  factor: factorId,
  code: z.string().trim().min(1, "Please enter the code your app shows.").max(16, "That code is not right."),
});

const passwordAgain = z.string().min(1, "Please enter your password.").max(1024);

export const factorRemoveSchema = z.object({ factor: factorId, password: passwordAgain });

/** The password typed again before adding a factor or making new recovery codes. */
export const passwordAgainSchema = z.object({ password: passwordAgain });

/** The second step: a code from an app or a recovery code. */
export const secondStepCodeSchema = z.object({
  code: z.string().trim().min(1, "Please enter a code.").max(64, "That code is not right."),
});
