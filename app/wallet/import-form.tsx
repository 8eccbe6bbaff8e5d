import { useId } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { maxImportBytes, maxImportRows } from "./wallet-csv";
import { withCommas } from "./wallet-fields";

/**
 * The import's file field, posted as multipart (with JavaScript off too). It says before anything
 * is chosen that the file replaces the whole wallet; a refused file lists its problems by line,
 * beside the field, and nothing in the wallet changes.
 */
export function ImportForm({ errors }: { errors?: readonly string[] }) {
  const id = useId();
  const problemsId = `${id}-problems`;
  const hintId = `${id}-hint`;
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6">
      <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">Importing replaces your whole wallet.</p>
        <p className="mt-1 text-sm">
          Every member, card and balance now in your wallet is deleted and the file&apos;s take their place. If the file has any problem,
          nothing changes. Export your wallet first if you may want it back.
        </p>
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Wallet file (CSV)
        </label>
        <input
          id={id}
          type="file"
          name="file"
          accept=".csv,text/csv"
          required
          aria-invalid={errors ? true : undefined}
          aria-describedby={[hintId, errors ? problemsId : ""].join(" ").trim()}
          className="mt-1 block w-full text-sm text-slate-900"
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {`Up to ${maxImportBytes / 1024} KB and ${withCommas(maxImportRows)} rows, with the columns of an exported file.`}
        </p>
        {errors ? (
          <div id={problemsId} role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">This file was not imported, and your wallet is unchanged:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Import and replace my wallet
      </button>
    </Form>
  );
}
