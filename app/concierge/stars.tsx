import { Star } from "lucide-react";

/** Five filled stars, read as one rating. */
export function FiveStars({ className = "size-4" }: { className?: string }) {
  return (
    <span role="img" aria-label="5 out of 5 stars" className="flex gap-0.5 text-accent-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className={`${className} fill-current`} />
      ))}
    </span>
  );
}
