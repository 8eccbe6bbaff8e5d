import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/form-submission";
import { maxNewPasswordLength, passwordMessages } from "./password-forms";
import { emailSchema, newPasswordSchema, passwordChangeSchema } from "./password-forms.server";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the password forms", () => {
  it("asks for the new password twice, the same both times", () => {
    const ok = parseSubmission(
      form({ token: "t", password: "plum orbit canvas whistle", confirmPassword: "plum orbit canvas whistle" }),
      newPasswordSchema,
    );
    expect(ok.ok).toBe(true);
    const different = parseSubmission(
      form({ token: "t", password: "plum orbit canvas whistle", confirmPassword: "plum orbit canvas" }),
      newPasswordSchema,
    );
    expect(different).toMatchObject({ ok: false, errors: { confirmPassword: passwordMessages.mismatch } });
    const missing = parseSubmission(form({ token: "t" }), newPasswordSchema);
    expect(missing).toMatchObject({ ok: false, errors: { password: passwordMessages.newPassword } });
  });

  it("bounds every field", () => {
    const long = "a".repeat(maxNewPasswordLength + 1);
    expect(parseSubmission(form({ token: "t", password: long, confirmPassword: long }), newPasswordSchema)).toMatchObject({
      ok: false,
      errors: { password: passwordMessages.tooLong },
    });
    expect(parseSubmission(form({ token: "t".repeat(201), password: "x", confirmPassword: "x" }), newPasswordSchema).ok).toBe(false);
    expect(parseSubmission(form({ email: `${"a".repeat(250)}@example.com` }), emailSchema).ok).toBe(false);
  });

  it("needs the current password to change it", () => {
    const result = parseSubmission(
      form({ password: "plum orbit canvas whistle", confirmPassword: "plum orbit canvas whistle" }),
      passwordChangeSchema,
    );
    expect(result).toMatchObject({ ok: false, errors: { currentPassword: passwordMessages.currentPassword } });
  });

  it("reads an email address, trimmed", () => {
    expect(parseSubmission(form({ email: "  someone@example.com " }), emailSchema)).toMatchObject({
      ok: true,
      value: { email: "someone@example.com" },
    });
    expect(parseSubmission(form({ email: "not an address" }), emailSchema)).toMatchObject({
      ok: false,
      errors: { email: passwordMessages.email },
    });
  });
});
