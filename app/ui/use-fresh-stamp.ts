import { useEffect, useState } from "react";
import { formStampPath } from "~/security/form-guard";

/** One request per stamp a page came with, however many of its forms carry it. */
const refreshed = new Map<string, Promise<string | undefined>>();

async function fetchStamp(): Promise<string | undefined> {
  try {
    const response = await fetch(formStampPath, { cache: "no-store" });
    const body = (response.ok ? await response.json() : {}) as { stamp?: unknown };
    return typeof body.stamp === "string" ? body.stamp : undefined;
  } catch {
    // Offline, say: the rendered stamp still works, it only makes "too fast" more lenient.
    return undefined;
  }
}

/**
 * The form's time stamp, renewed once the page runs. A page from the page cache carries the time
 * its copy was rendered, minutes before this visit perhaps, which would let a script post at
 * once; the renewed stamp measures from now. Until it arrives (and without JavaScript) the
 * rendered one is used.
 */
export function useFreshStamp(rendered: string): string {
  const [fresh, setFresh] = useState<{ rendered: string; stamp: string }>();
  useEffect(() => {
    let current = true;
    if (!refreshed.has(rendered)) refreshed.set(rendered, fetchStamp());
    void refreshed.get(rendered)!.then((stamp) => {
      if (current && stamp) setFresh({ rendered, stamp });
    });
    return () => {
      current = false;
    };
  }, [rendered]);
  return fresh?.rendered === rendered ? fresh.stamp : rendered;
}
