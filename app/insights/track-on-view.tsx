import { useEffect } from "react";
import { track } from "~/observability/track";
import type { InsightEvent } from "~/observability/insight-events";

/** Records `event` once when the page showing it appears (a confirmation page, say). */
export function TrackOnView({ event }: { event: InsightEvent }) {
  useEffect(() => track(event), [event]);
  return null;
}
