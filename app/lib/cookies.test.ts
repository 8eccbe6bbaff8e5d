import { describe, expect, it } from "vitest";
import { defineCookie, parseCookies, readCookie, serializeCookie } from "./cookies";

const lax = { path: "/", sameSite: "Lax", maxAgeSeconds: 60 } as const;

describe("parseCookies", () => {
  it("reads every pair, trimming the spaces around names and values", () => {
    expect([...parseCookies("a=1;b=2 ;  c = 3")]).toEqual([
      ["a", "1"],
      ["b", "2"],
      ["c", "3"],
    ]);
  });

  it("keeps the first of two cookies with one name, as browsers send the more specific first", () => {
    expect(readCookie("pw_flash=first; pw_flash=second", "pw_flash")).toBe("first");
  });

  it("keeps `=` inside a value and drops the quotes around one", () => {
    expect(readCookie("token=abc==; other=x", "token")).toBe("abc==");
    expect(readCookie('quoted="a1f0m0.2026"', "quoted")).toBe("a1f0m0.2026");
    expect(readCookie('lone="', "lone")).toBe('"');
  });

  it("decodes percent-encoding and keeps the raw text when it is not valid", () => {
    expect(readCookie("a=hello%20world", "a")).toBe("hello world");
    expect(readCookie("a=100%; b=%E0%A4%A", "a")).toBe("100%");
    expect(readCookie("a=100%; b=%E0%A4%A", "b")).toBe("%E0%A4%A");
  });

  it("skips pairs without a name or without `=`, and never throws on junk", () => {
    expect([...parseCookies("=orphan; flag; ;;; a=1")]).toEqual([["a", "1"]]);
    expect(parseCookies("").size).toBe(0);
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies(undefined).size).toBe(0);
    expect(readCookie("\u0000\uffff=\ud800; a=1", "a")).toBe("1");
  });

  it("does not match a name inside another name or value", () => {
    expect(readCookie("not_pw_device=abc; x=pw_device=def", "pw_device")).toBeUndefined();
  });

  it("reads the first 200 pairs of a header stuffed with cookies, more than a browser sends for one site", () => {
    const filler = (count: number) => Array.from({ length: count }, (_, index) => `c${index}=v${index}`).join("; ");
    expect(readCookie(`${filler(199)}; pw_session=last`, "pw_session")).toBe("last");
    const stuffed = `${filler(1_500)}; pw_session=last`.padEnd(16 * 1024, " ");
    expect(parseCookies(stuffed).size).toBe(200);
    expect(readCookie(stuffed, "pw_session")).toBeUndefined();
  });

  it("reads a 16 KB value without separators", () => {
    expect(readCookie(`a=${"%".repeat(16 * 1024)}`, "a")).toBe("%".repeat(16 * 1024));
    expect(readCookie(`a=${"x".repeat(16 * 1024)}`, "a")).toBe("x".repeat(16 * 1024));
  });

  it("answers a second read of the same header from the first parse", () => {
    const header = "a=1; b=2";
    expect(parseCookies(header)).toBe(parseCookies(header));
    expect(parseCookies("a=1")).not.toBe(parseCookies(header));
  });
});

describe("serializeCookie", () => {
  it("writes the attributes in a fixed order, never a Domain", () => {
    expect(serializeCookie("pw_x", "v", lax, true)).toBe("pw_x=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure");
    expect(serializeCookie("pw_x", "v", { path: "/admin/login", sameSite: "Strict", maxAgeSeconds: 10 }, false)).toBe(
      "pw_x=v; Path=/admin/login; HttpOnly; SameSite=Strict; Max-Age=10",
    );
    expect(serializeCookie("pw_x", "v", { ...lax, httpOnly: false }, false)).toBe("pw_x=v; Path=/; SameSite=Lax; Max-Age=60");
  });

  it("writes cookie-octets as they are and percent-encodes anything else, which reads back the same", () => {
    expect(serializeCookie("a", "a1f0m0.2026-11-23T09:45:12.345Z", lax, false)).toMatch(/^a=a1f0m0\.2026-11-23T09:45:12\.345Z;/);
    const written = serializeCookie("a", 'semi;colon, "quoted" ü', lax, false);
    expect(written).toMatch(/^a=semi%3Bcolon%2C%20%22quoted%22%20%C3%BC;/);
    expect(readCookie(written.split("; ")[0], "a")).toBe('semi;colon, "quoted" ü');
  });

  it("refuses a name that is not a token", () => {
    expect(() => serializeCookie("bad name", "v", lax, false)).toThrow(TypeError);
    expect(() => serializeCookie("a;b", "v", lax, false)).toThrow(TypeError);
  });

  it("refuses what a browser would drop: a __Host- cookie without Secure or off Path=/, a __Secure- one without Secure", () => {
    expect(serializeCookie("__Host-s", "v", lax, true)).toBe("__Host-s=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure");
    expect(() => serializeCookie("__Host-s", "v", lax, false)).toThrow(/Secure/);
    expect(() => serializeCookie("__Host-s", "v", { ...lax, path: "/admin" }, true)).toThrow(/Path=\//);
    expect(() => serializeCookie("__Secure-s", "v", lax, false)).toThrow(/Secure/);
  });
});

describe("defineCookie", () => {
  const cookie = defineCookie("pw_test", lax);

  it("reads, writes and clears one cookie with the same attributes", () => {
    expect(cookie.read(`other=1; ${cookie.serialize("value", false).split("; ")[0]}`)).toBe("value");
    expect(cookie.clear(true)).toBe("pw_test=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
    expect(cookie.read("other=1")).toBeUndefined();
  });
});
