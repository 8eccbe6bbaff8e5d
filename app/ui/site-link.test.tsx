import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Link, NavLink, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isPlainPath, navLinkActive, ServerSiteLink, ServerSiteNavLink } from "./site-link";

async function render(url: string, page: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: "*", Component: () => <>{page}</> }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const navClass = ({ isActive }: { isActive: boolean }) => `nav ${isActive ? "on" : "off"}`;

describe("ServerSiteLink and ServerSiteNavLink", () => {
  it.each(["/", "/deals", "/deals/", "/deals/chase-sapphire", "/DEALS", "/about"])(
    "render what React Router's Link and NavLink render, at %s",
    async (url) => {
      const links = (L: typeof Link, N: typeof NavLink) => (
        <>
          <L to="/deals" className="a">
            Deals
          </L>
          <L to="/cookie-preferences?returnTo=%2Fdeals#top" target="_blank" rel="noopener" aria-label="x" />
          <L to="/" discover="none" onClick={() => undefined} replace preventScrollReset>
            Home
          </L>
          <L to="/concierge" style={{ color: "red" }} data-testid="c" />
          {/* Handed to React Router: relative, object, prefetch, reloadDocument. */}
          <L to="../up">Up</L>
          <L to={{ pathname: "/deals", search: "?q=1" }}>Object</L>
          <L to="/deals" prefetch="intent">
            Prefetch
          </L>
          <L to="/deals" reloadDocument>
            Reload
          </L>
          <L to="//example.com/x">Protocol-relative</L>
          <L to="https://example.com/">External</L>
          <N to="/" end className={navClass}>
            Home
          </N>
          <N to="/deals" end className={navClass}>
            Deals end
          </N>
          <N to="/deals" className={navClass}>
            Deals
          </N>
          <N to="/deals/" className="plain">
            Deals slash
          </N>
          <N to="/about" aria-current="location" onClick={() => undefined}>
            {({ isActive }) => (isActive ? "About (here)" : "About")}
          </N>
          <N to="/Deals" caseSensitive>
            Case
          </N>
          <N to="/deals" style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
            Styled
          </N>
        </>
      );
      const expected = await render(url, links(Link, NavLink));
      const actual = await render(url, links(ServerSiteLink as typeof Link, ServerSiteNavLink as typeof NavLink));
      expect(actual).toBe(expected);
    },
  );
});

describe("isPlainPath", () => {
  it.each([
    ["/deals", true],
    ["/", true],
    ["/cookie-preferences?returnTo=%2Fdeals#x", true],
    ["deals", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["/a//b", false],
    ["/a/../b", false],
    ["/a/./b", false],
    ["/café", false],
    ["/a b", false],
    [{ pathname: "/deals" }, false],
  ])("%s → %s", (to, expected) => {
    expect(isPlainPath(to)).toBe(expected);
  });
});

describe("navLinkActive", () => {
  it("follows React Router's rule for end, trailing slashes and case", () => {
    const loose = { end: false, caseSensitive: false };
    expect(navLinkActive("/deals/x", "/deals", loose)).toBe(true);
    expect(navLinkActive("/dealsx", "/deals", loose)).toBe(false);
    expect(navLinkActive("/deals/x", "/deals", { ...loose, end: true })).toBe(false);
    expect(navLinkActive("/Deals", "/deals", loose)).toBe(true);
    expect(navLinkActive("/Deals", "/deals", { ...loose, caseSensitive: true })).toBe(false);
    expect(navLinkActive("/deals/x", "/deals/", loose)).toBe(true);
  });
});
