import { formStamp } from "~/security/form-guard.server";
import { routePolicy } from "~/lib/route-policy";

// A fresh stamp each time.
export const handle = routePolicy({ public: true });

/** A stamp for a form on a cached page, fetched as it hydrates (see `useFreshStamp`). */
export function loader() {
  return Response.json({ stamp: formStamp() }, { headers: { "Cache-Control": "no-store" } });
}
