import { z } from "~/lib/zod";
import { insightEvents, type Beacon } from "~/observability/insight-events";

/** A beacon is a few dozen bytes; anything near this is not ours. */
export const maxBeaconBytes = 1024;

/** Letters, digits and - . _ ~ / only: no query, no fragment, no '@' or '%' that could carry an address. */
const sitePath = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9\-._~/]*$/);
const hostName = z
  .string()
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/);
const dealSlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const beaconSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("pageview"), path: sitePath, referrer: hostName.optional() }),
  z.strictObject({ type: z.literal("event"), event: z.enum(insightEvents as [string, ...string[]]), deal: dealSlug.optional() }),
]);

/** The beacon in a request body, or undefined when it is not exactly one of ours. */
export function parseBeacon(body: string): Beacon | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const result = beaconSchema.safeParse(json);
  return result.success ? (result.data as Beacon) : undefined;
}
