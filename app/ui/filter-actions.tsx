import { Link } from "react-router";
import { buttonClass } from "./button";

/**
 * The end of an admin list's filter form: apply, back to the unfiltered list, and download the
 * rows as filtered (the export link carries the same query, so what is seen is what is exported).
 */
export function FilterActions({ resetTo, exportHref }: { resetTo: string; exportHref: string }) {
  return (
    <>
      <button type="submit" className={buttonClass()}>
        Filter
      </button>
      <Link to={resetTo} className={buttonClass("secondary")}>
        Reset
      </Link>
      <a href={exportHref} download className={buttonClass("secondary")}>
        Export CSV
      </a>
    </>
  );
}
