import { useId } from "react";
import { cardPalette, wrapCardName } from "./card-art";
import type { Deal } from "./deal";

/**
 * Card art the site draws itself: no remote image, fixed proportions (nothing shifts while
 * the page loads), and alt text naming the card.
 */
export function CardArt({ deal, className = "" }: { deal: Pick<Deal, "issuer" | "cardName">; className?: string }) {
  const gradientId = useId();
  const palette = cardPalette(deal);
  const lines = wrapCardName(deal.cardName, 22, 3);
  return (
    <svg
      viewBox="0 0 320 200"
      width={320}
      height={200}
      role="img"
      aria-label={`${deal.cardName} card`}
      className={`h-auto w-full ${className}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" rx="16" fill={`url(#${gradientId})`} />
      <rect x="24" y="72" width="40" height="30" rx="5" fill="#d4af37" opacity="0.9" />
      <text x="24" y="40" fill={palette.text} fontSize="14" fontWeight="600" fontFamily="system-ui, sans-serif" opacity="0.85">
        {deal.issuer}
      </text>
      {lines.map((line, index) => (
        <text
          key={line}
          x="24"
          y={192 - (lines.length - index) * 22}
          fill={palette.text}
          fontSize="18"
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
        >
          {line}
        </text>
      ))}
    </svg>
  );
}
