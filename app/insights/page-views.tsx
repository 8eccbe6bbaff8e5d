import { useEffect } from "react";
import { useLocation } from "react-router";
import { countPageView } from "~/observability/track";

/** Counts a page view on the first load and on every client-side navigation. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => countPageView(pathname), [pathname]);
  return null;
}
