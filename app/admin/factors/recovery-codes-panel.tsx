/** New recovery codes, shown in the one answer that made them: they are stored only as hashes. */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-amber-950">
        Your recovery codes
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Save these ten codes somewhere safe now: they are shown only this once. Each one signs you in once if you lose your second factor.
        Any codes you had before no longer work.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-slate-900" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}
