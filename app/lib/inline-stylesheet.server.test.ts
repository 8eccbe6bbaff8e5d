import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readStylesheet } from "./inline-stylesheet.server";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function cssFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
  dirs.push(dir);
  const file = path.join(dir, "app.css");
  fs.writeFileSync(file, text);
  return file;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("readStylesheet", () => {
  it("hashes the UTF-8 bytes of the text it returns", () => {
    const { css, cspHash } = readStylesheet(cssFile('a::before{content:"→"}'));
    expect(css).toBe('a::before{content:"→"}');
    expect(cspHash).toBe(sha256('a::before{content:"→"}'));
  });

  it("turns CR and CRLF into LF, as the HTML parser does before the browser hashes the element", () => {
    const { css, cspHash } = readStylesheet(cssFile("a{color:red}\r\nb{color:blue}\rc{}"));
    expect(css).toBe("a{color:red}\nb{color:blue}\nc{}");
    expect(cspHash).toBe(sha256("a{color:red}\nb{color:blue}\nc{}"));
  });

  it("refuses text that would close the <style> element early", () => {
    expect(() => readStylesheet(cssFile('a::after{content:"</STYLE>"}'))).toThrow(/cannot be inlined/);
  });
});
