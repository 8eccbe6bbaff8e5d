import { dialogAvailability } from "~/strategy-session/book-page.server";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

/** The booking dialog's data: open days with their slots, fetched when the dialog opens. */
export async function loader() {
  return Response.json(await dialogAvailability(), { headers: { "Cache-Control": "no-store" } });
}
