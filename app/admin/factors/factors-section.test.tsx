import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { factorIntents } from "./factor-intents";
import { FactorsSection, type FactorsSectionProps } from "./factors-section";

const verifiedApp = {
  id: 1,
  kind: "totp",
  name: "Phone",
  createdAt: new Date("2026-11-01T10:00:00Z"),
  verifiedAt: new Date("2026-11-01T10:01:00Z"),
  lastUsedAt: null,
};

/** The section as the account page renders it on the server (its forms need a router). */
function render(props: Partial<FactorsSectionProps>): string {
  const all: FactorsSectionProps = {
    factors: [verifiedApp],
    remainingRecoveryCodes: 10,
    enrolment: null,
    passkeyOptions: {},
    recentlyAuthenticated: true,
    ...props,
  };
  const router = createMemoryRouter([{ path: "/admin/account", element: <FactorsSection {...all} /> }], {
    initialEntries: ["/admin/account"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("FactorsSection", () => {
  it("offers to add factors and make new codes right after sign-in", () => {
    const html = render({ recentlyAuthenticated: true });
    expect(html).toContain(`value="${factorIntents.totpStart}"`);
    expect(html).toContain(`value="${factorIntents.recoveryRegenerate}"`);
    expect(html).not.toContain(`value="${factorIntents.confirmPassword}"`);
  });

  it("asks for the password first in an older session, and keeps removal behind its own password field", () => {
    const html = render({ recentlyAuthenticated: false });
    expect(html).toContain('id="confirm-password"');
    expect(html).toContain(`value="${factorIntents.confirmPassword}"`);
    expect(html).not.toContain(`value="${factorIntents.totpStart}"`);
    expect(html).not.toContain(`value="${factorIntents.passkeyRegister}"`);
    expect(html).not.toContain(`value="${factorIntents.recoveryRegenerate}"`);
    expect(html).toContain(`value="${factorIntents.remove}"`);
  });
});
