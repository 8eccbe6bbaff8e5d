import { formGuardFieldNames } from "~/security/form-guard";
import { useFreshStamp } from "./use-fresh-stamp";

/**
 * The hidden honeypot and time-stamp fields of a public form. The honeypot is hidden from
 * sight, from the keyboard and from screen readers, so only a bot fills it. The stamp is renewed
 * when the page hydrates, since the page may come from the page cache.
 */
export function FormGuardFields({ stamp }: { stamp: string }) {
  return (
    <>
      <input type="hidden" name={formGuardFieldNames.stamp} value={useFreshStamp(stamp)} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={formGuardFieldNames.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
