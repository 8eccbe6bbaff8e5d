/** The parts every email is built from; small typed functions fill them in, no template engine. */
export interface EmailContent {
  /** The first line of the body, also a heading in HTML. */
  heading: string;
  /** Paragraphs of plain text; escaped in HTML. */
  paragraphs: readonly string[];
  /** Label and value pairs shown as a table (a request's fields, a booking's summary). */
  fields?: ReadonlyArray<{ label: string; value: string }>;
  /** One call to action: a path on this site ("/guide", made absolute with SITE_URL) or a full URL. */
  action?: { label: string; url: string };
  /** Extra lines after the main content (an unsubscribe line...). */
  footnotes?: readonly string[];
}

export interface EmailSite {
  name: string;
  /** The public address without a trailing slash (SITE_URL). */
  url: string;
  postalAddress: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * A value that goes into a header (subject, address, name): CR, LF and other control characters
 * become spaces, so a visitor's input can never add a header of its own.
 */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** A link on this site for an email: absolute, built from SITE_URL. */
export function siteLink(site: EmailSite, path: string): string {
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}

export function renderEmail(subject: string, content: EmailContent, site: EmailSite): RenderedEmail {
  const action = content.action && { ...content.action, url: absoluteUrl(site, content.action.url) };
  const resolved = { ...content, action };
  return { subject: headerSafe(subject), text: renderText(resolved, site), html: renderHtml(resolved, site) };
}

function absoluteUrl(site: EmailSite, url: string): string {
  return url.startsWith("/") ? siteLink(site, url) : url;
}

function renderText(content: EmailContent, site: EmailSite): string {
  const lines = [content.heading, "", ...content.paragraphs.flatMap((paragraph) => [paragraph, ""])];
  if (content.fields?.length) {
    lines.push(...content.fields.map(({ label, value }) => `${label}: ${value}`), "");
  }
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, "");
  if (content.footnotes?.length) lines.push(...content.footnotes, "");
  lines.push("--", `${site.name} · ${site.url}`, site.postalAddress);
  return lines.join("\n");
}

function renderHtml(content: EmailContent, site: EmailSite): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const fields = content.fields?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.fields
        .map(
          ({ label, value }) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const footnotes = (content.footnotes ?? [])
    .map((line) => `<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(line)}</p>`)
    .join("");
  return [
    `<!doctype html><html lang="en"><body style="margin:0;padding:24px;font-family:Arial,sans-serif;color:#0f172a">`,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    content.paragraphs.map(paragraph).join(""),
    fields,
    action,
    footnotes,
    `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">`,
    `<p style="margin:0;font-size:12px;color:#64748b"><a href="${escapeHtml(site.url)}">${escapeHtml(site.name)}</a> · ${escapeHtml(site.postalAddress)}</p>`,
    `</body></html>`,
  ].join("");
}
