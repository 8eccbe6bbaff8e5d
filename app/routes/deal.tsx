import { data, Link } from "react-router";
import { pageMeta } from "~/layout/meta";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/deal";

/** No deal is published yet, so every id is unknown: the spec's not-found state, with a real 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Deal not found", "This credit card deal does not exist or is no longer available."),
  { name: "robots", content: "noindex" },
];

export default function Deal() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Deal not found</h1>
      <Link to="/deals" className={buttonClass("primary", "mt-8")}>
        Back to Deals
      </Link>
    </div>
  );
}
