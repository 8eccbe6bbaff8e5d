/**
 * Draws the share image (public/og-image.png, 1200x630, the size Open Graph and X cards show
 * best) in Debian's Chromium: `npx tsx scripts/make-og-image.ts`. Run it again after a change to
 * the name, tagline, colours or favicon, and commit the PNG.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { site } from "~/config/site";

const root = path.resolve(import.meta.dirname, "..");
const output = path.join(root, "public/og-image.png");
const size = { width: 1200, height: 630 };
/** Share previews are fetched on slow links too; a flat design keeps the PNG small. */
const maxBytes = 60 * 1024;

const brand = "#0f4c81";
const white = "#fff";

/** The favicon's mark with its tile and letter colours swapped, so it stands out on the brand blue. */
function invertedMark(): string {
  const favicon = fs.readFileSync(path.join(root, "public/favicon.svg"), "utf8");
  return favicon.replace(/fill="(#0f4c81|#fff)"/g, (_, colour: string) => `fill="${colour === brand ? white : brand}"`);
}

// The tagline without its closing full stop: it reads as a headline on the card.
const tagline = site.tagline.replace(/\.$/, "");

const html = `<!DOCTYPE html>
<html>
<head>
<style>
  html, body { margin: 0; width: ${size.width}px; height: ${size.height}px; }
  body {
    background: ${brand};
    color: ${white};
    font-family: "Liberation Sans", Arial, sans-serif;
    display: flex;
    flex-direction: column;
    justify-content: center;
    padding: 0 96px;
    box-sizing: border-box;
  }
  .brand { display: flex; align-items: center; gap: 40px; }
  .brand svg { width: 168px; height: 168px; }
  h1 { margin: 0; font-size: 128px; font-weight: 700; letter-spacing: -2px; }
  .rule { width: 120px; height: 8px; background: #f5b83d; border-radius: 4px; margin: 56px 0 40px; }
  p { margin: 0; font-size: 52px; line-height: 1.2; }
</style>
</head>
<body>
  <div class="brand">${invertedMark()}<h1>${site.name}</h1></div>
  <div class="rule"></div>
  <p>${tagline}</p>
</body>
</html>`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ viewport: size });
  await page.setContent(html);
  const png = await page.screenshot({ type: "png" });
  if (png.length > maxBytes) throw new Error(`og-image.png is ${png.length} bytes, over the ${maxBytes} limit`);
  fs.writeFileSync(output, png);
  console.log(`wrote ${path.relative(root, output)} (${png.length} bytes)`);
} finally {
  await browser.close();
}
