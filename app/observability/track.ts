import { consentGranted, whenConsented } from "~/lib/consent-gate";
import type { Beacon, InsightEvent } from "./insight-events";

/** Where beacons go: same origin, so the CSP's connect-src 'self' allows it (route in app/routes.ts). */
const insightsEndpoint = "/api/insights";

/**
 * The browser half of insights: fire-and-forget beacons to our own endpoint, only with Analytics
 * consent. sendBeacon queues the request off the main thread and survives leaving the page.
 */
function send(beacon: Beacon): void {
  navigator.sendBeacon?.(insightsEndpoint, JSON.stringify(beacon));
}

/** Records a funnel event if the visitor has granted analytics; other domains call this. */
export function track(event: InsightEvent, props: { deal?: string } = {}): void {
  if (consentGranted("analytics")) send({ type: "event", event, ...props });
}

let landed = false;

/** The first page of a visit also says which other site, if any, the visitor came from. */
function landingReferrer(): string | undefined {
  if (landed) return undefined;
  landed = true;
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : "";
    return host && host !== location.hostname ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counts a page view once analytics is granted (now, or when the visitor grants it while on the
 * page), after the page has finished loading. The returned function cancels a pending count.
 */
export function countPageView(path: string): () => void {
  return whenConsented("analytics", () => {
    const beacon = () => send({ type: "pageview", path, referrer: landingReferrer() });
    if (document.readyState === "complete") beacon();
    else window.addEventListener("load", beacon, { once: true });
  });
}
