const legend = [
  { range: "0 to 2", label: "Poor", className: "bg-red-100 text-red-800" },
  { range: "over 2 to 4", label: "Weak", className: "bg-orange-100 text-orange-800" },
  { range: "over 4 to 6", label: "Fair", className: "bg-amber-100 text-amber-900" },
  { range: "over 6 to 8", label: "Good", className: "bg-lime-100 text-lime-900" },
  { range: "over 8", label: "Excellent", className: "bg-green-100 text-green-800" },
] as const;

export function ScoreLegend() {
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm">
      {legend.map((band) => (
        <li key={band.range} className={`rounded-full px-3 py-1 font-medium ${band.className}`}>
          {band.range}: {band.label}
        </li>
      ))}
    </ul>
  );
}
