import * as cheerio from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { expect } from "vitest";
import { textOf, type Scope } from "./page-html";

/*
 * A browser with JavaScript off, over HTTP: it keeps cookies (Set-Cookie → Cookie), follows
 * redirects by hand as a browser does (a 303 or 302 after a post becomes a GET), and submits a
 * parsed form with exactly the fields a browser sends: every named control that is not disabled,
 * hidden inputs included, checked boxes only, the selected option of each select, and the one
 * button pressed. Fields are found and filled by their label, as the browser tests found them.
 */
export interface Visit {
  /** The address the page was finally read from, after any redirects. */
  url: URL;
  status: number;
  headers: Headers;
  /** Every response of the visit, redirects first. */
  hops: Array<{ url: URL; status: number }>;
  html: string;
  $: cheerio.CheerioAPI;
}

export interface Cookie {
  value: string;
  attributes: string[];
}

export class NoJsBrowser {
  readonly cookies = new Map<string, Cookie>();

  constructor(
    readonly origin: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  cookie(name: string): Cookie | undefined {
    return this.cookies.get(name);
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const split = pair!.indexOf("=");
      const name = pair!.slice(0, split);
      const value = pair!.slice(split + 1);
      const expired =
        attributes.some((attribute) => /^max-age=(0|-\d+)$/i.test(attribute)) ||
        attributes.some((attribute) => /^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now());
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes });
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join("; ");
    return { ...this.extraHeaders, ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  /** One request and every redirect after it, as a browser navigates. */
  async navigate(target: string | URL, init: { method?: string; body?: URLSearchParams | FormData } = {}): Promise<Visit> {
    let url = new URL(target, this.origin);
    let method = init.method ?? "GET";
    let body = init.body;
    const hops: Visit["hops"] = [];
    for (let redirects = 0; ; redirects++) {
      expect(redirects, "fewer than 10 redirects").toBeLessThan(10);
      // A multipart body's Content-Type (with its boundary) is fetch's to write.
      const type: Record<string, string> = body instanceof FormData ? {} : { "Content-Type": "application/x-www-form-urlencoded" };
      const headers = this.headers(method === "POST" ? { Origin: this.origin, ...type, "Sec-Fetch-Site": "same-origin" } : {});
      const response = await fetch(url, { method, headers, body, redirect: "manual" });
      this.keep(response);
      hops.push({ url, status: response.status });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        url = new URL(location, url);
        if (response.status !== 307 && response.status !== 308) {
          method = "GET";
          body = undefined;
        }
        continue;
      }
      const html = await response.text();
      return { url, status: response.status, headers: response.headers, hops, html, $: cheerio.load(html) };
    }
  }

  /** Opens a page and expects it to answer `status` (200 unless told). */
  async open(path: string, status = 200): Promise<Visit> {
    const visit = await this.navigate(path);
    expect(visit.status, `${path} answers ${status}`).toBe(status);
    return visit;
  }

  /**
   * Submits `form` as it stands after `fill`, pressing `submitter` (the form's first submit button
   * unless told). A multipart form sends `files` by their field names, as a chosen file would go.
   */
  async submit(visit: Visit, form: Scope, submitter?: Scope, files: Record<string, File> = {}): Promise<Visit> {
    const { $ } = visit;
    expect(form.length, "one form").toBe(1);
    const button = submitter ?? form.find("button:not([type]), button[type='submit'], input[type='submit']").first();
    const method = (button.attr("formmethod") ?? form.attr("method") ?? "get").toUpperCase();
    const action = new URL(button.attr("formaction") ?? form.attr("action") ?? visit.url.href, visit.url);
    const data = formData($, form, button);
    if (method === "GET") {
      action.search = data.toString();
      return this.navigate(action);
    }
    if (form.attr("enctype") === "multipart/form-data") {
      const multipart = new FormData();
      for (const [name, value] of data) multipart.append(name, value);
      for (const [name, file] of Object.entries(files)) multipart.append(name, file);
      return this.navigate(action, { method: "POST", body: multipart });
    }
    return this.navigate(action, { method: "POST", body: data });
  }
}

function controlsOf($: cheerio.CheerioAPI, form: Scope): Element[] {
  const id = form.attr("id");
  const inside = form.find("input, select, textarea, button").toArray();
  const outside = id ? $(`[form="${id}"]`).toArray() : [];
  return [...inside, ...outside].filter((element) => {
    const owner = element.attribs.form;
    return owner === undefined || owner === id;
  });
}

/** The form data set a browser builds when `button` submits `form`. */
export function formData($: cheerio.CheerioAPI, form: Scope, button?: Scope): URLSearchParams {
  const data = new URLSearchParams();
  const pressed = button?.get(0);
  for (const element of controlsOf($, form)) {
    const control = $(element);
    const name = control.attr("name");
    if (!name || control.is("[disabled]") || control.parents("fieldset[disabled]").length > 0) continue;
    const tag = element.tagName;
    const type = (control.attr("type") ?? (tag === "button" ? "submit" : "text")).toLowerCase();
    if (tag === "button" || ["submit", "image", "reset", "button"].includes(type)) {
      if (element === pressed && type === "submit") data.append(name, control.attr("value") ?? "");
      continue;
    }
    if (tag === "select") {
      const options = control.find("option");
      const selected = options.filter("[selected]");
      const chosen = selected.length > 0 ? selected.first() : options.first();
      if (chosen.length > 0) data.append(name, chosen.attr("value") ?? textOf(chosen));
      continue;
    }
    if (tag === "textarea") {
      data.append(
        name,
        control
          .text()
          .replace(/^\r?\n/, "")
          .replace(/\r?\n/g, "\r\n"),
      );
      continue;
    }
    if (type === "checkbox" || type === "radio") {
      if (control.is("[checked]")) data.append(name, control.attr("value") ?? "on");
      continue;
    }
    if (type === "file") continue;
    data.append(name, control.attr("value") ?? "");
  }
  return data;
}

/** The control a label names: by <label for>, a control inside the label, or aria-label; exactly one. */
export function field($: cheerio.CheerioAPI, scope: Scope, label: string): Scope {
  const found = new Set<AnyNode>();
  scope.find("label").each((_, element) => {
    const candidate = $(element);
    const own = candidate.clone();
    own.find("input, select, textarea").remove();
    if (textOf(own).replace(/\s*\*$/, "") !== label) return;
    const target = candidate.attr("for");
    const control = target ? $(`[id="${target}"]`) : candidate.find("input, select, textarea");
    control.each((_, node) => void found.add(node));
  });
  scope.find("input, select, textarea").each((_, element) => {
    if ($(element).attr("aria-label") === label) found.add(element);
  });
  expect(found.size, `exactly one field labelled "${label}"`).toBe(1);
  return $([...found][0]!);
}

/** The value a control holds, as toHaveValue reads it. */
export function valueOf(control: Scope): string {
  const element = control.get(0) as Element;
  if (element.tagName === "textarea") return control.text().replace(/^\r?\n/, "");
  if (element.tagName === "select") {
    const selected = control.find("option[selected]");
    const chosen = selected.length > 0 ? selected.first() : control.find("option").first();
    return chosen.attr("value") ?? textOf(chosen);
  }
  return control.attr("value") ?? "";
}

/** Types into, selects in or ticks a control, as a person would before submitting. */
export function fill(control: Scope, value: string | boolean): void {
  const element = control.get(0) as Element;
  if (typeof value === "boolean") {
    expect(control.is("input[type='checkbox'], input[type='radio']"), "a box to tick").toBe(true);
    if (value) control.attr("checked", "");
    else control.removeAttr("checked");
    return;
  }
  if (element.tagName === "select") {
    const options = control.find("option");
    const option = options.filter((_, node) => {
      const candidate = control.find(node);
      return (candidate.attr("value") ?? textOf(candidate)) === value || textOf(candidate) === value;
    });
    expect(option.length, `an option "${value}"`).toBeGreaterThan(0);
    options.removeAttr("selected");
    option.first().attr("selected", "");
    return;
  }
  if (element.tagName === "textarea") control.text(value);
  else control.attr("value", value);
}

/** The one button (or submit input) of `scope` whose name is `name`. */
export function button(scope: Scope, name: string | RegExp): Scope {
  const found = scope.find("button, input[type='submit']").filter((_, element) => {
    const candidate = scope.find(element);
    const label = candidate.attr("aria-label") ?? (candidate.is("input") ? (candidate.attr("value") ?? "") : textOf(candidate));
    return typeof name === "string" ? label === name : name.test(label);
  });
  expect(found.length, `exactly one button "${name}"`).toBe(1);
  return found;
}

/** The form a control belongs to. */
export function formOf(control: Scope): Scope {
  const form = control.closest("form");
  expect(form.length, "the control is in a form").toBe(1);
  return form;
}

/** Elements with a role (explicit, or the element that carries it implicitly) whose text includes `text`. */
export function withRole($: cheerio.CheerioAPI, role: "status" | "alert", text: string): Scope {
  return $(`[role="${role}"]`).filter((_, element) => textOf($(element)).includes(text));
}

/** The accessible name of an element: aria-labelledby, aria-label, a table's caption, else its text. */
export function accessibleName($: cheerio.CheerioAPI, element: Scope): string {
  const labelledBy = element.attr("aria-labelledby");
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf($(`[id="${id}"]`)))
      .join(" ");
  }
  const label = element.attr("aria-label");
  if (label !== undefined) return label;
  if (element.is("table")) return textOf(element.children("caption"));
  return textOf(element);
}

/** Elements of `scope` matching `selector` whose accessible name is `name` (or matches it). */
export function named($: cheerio.CheerioAPI, scope: Scope, selector: string, name: string | RegExp): Scope {
  return scope.find(selector).filter((_, element) => {
    const label = accessibleName($, $(element));
    return typeof name === "string" ? label === name : name.test(label);
  });
}

/** The one element of `scope` matching `selector` whose accessible name is `name` (or matches it). */
export function theNamed($: cheerio.CheerioAPI, scope: Scope, selector: string, name: string | RegExp): Scope {
  const found = named($, scope, selector, name);
  expect(found, `exactly one ${selector} named ${name}`).toHaveLength(1);
  return found;
}

/**
 * Where a page's link in the admin's menu goes. The menu is drawn twice (folded for a phone, a
 * sidebar for a desktop) and the dashboard may link the page too: every copy in the menu must agree.
 */
export function adminMenuHref(visit: Visit, name: string): string {
  const found = visit
    .$('nav[aria-label="Admin"] a[href]')
    .filter((_, element) => (visit.$(element).attr("aria-label") ?? textOf(visit.$(element))) === name);
  const hrefs = new Set(found.toArray().map((element) => visit.$(element).attr("href")));
  expect([...hrefs], `one page named "${name}" in the admin's menu`).toHaveLength(1);
  return [...hrefs][0]!;
}
