/** The six sample bookings the request form shows beside it, as a table. */
export interface RecentBooking {
  /** The member's first name and last initial. */
  name: string;
  destination: string;
  travelClass: "Business" | "First";
  savedDollars: number;
  pointsUsed: number;
  portalPoints: number;
  percentSaved: number;
  /** When it was booked (yyyy-MM-dd), shown relative to today. */
  bookedOn: string;
  /** Colours of the drawn picture; an unknown scene falls back to the default. */
  scene: keyof typeof bookingScenes;
}

export const bookingScenes = {
  alpine: { sky: "#7fb3e6", ground: "#3f6e4a", accent: "#f4f1e8" },
  sunset: { sky: "#f29e6b", ground: "#7a3e5c", accent: "#ffe3a8" },
  riverside: { sky: "#9cc3e8", ground: "#5b6b8c", accent: "#d9c7a1" },
  coast: { sky: "#86c8e8", ground: "#2d6f8f", accent: "#f3e2b3" },
  hills: { sky: "#f5c98a", ground: "#8c5a3c", accent: "#f8ecd2" },
  desert: { sky: "#f3b45c", ground: "#c98b3d", accent: "#fff1cf" },
} as const;

export const fallbackScene = { sky: "#b8cde3", ground: "#0f4c81", accent: "#eef5fb" } as const;

export const recentBookings: readonly RecentBooking[] = [
  {
    name: "Sarah M.",
    destination: "New York to Munich",
    travelClass: "Business",
    savedDollars: 3_000,
    pointsUsed: 60_000,
    portalPoints: 280_000,
    percentSaved: 78,
    bookedOn: "2026-11-20",
    scene: "alpine",
  },
  {
    name: "David K.",
    destination: "Los Angeles to Tokyo",
    travelClass: "First",
    savedDollars: 4_200,
    pointsUsed: 85_000,
    portalPoints: 450_000,
    percentSaved: 81,
    bookedOn: "2026-11-16",
    scene: "sunset",
  },
  {
    name: "Jennifer L.",
    destination: "Chicago to Paris",
    travelClass: "Business",
    savedDollars: 2_800,
    pointsUsed: 55_000,
    portalPoints: 250_000,
    percentSaved: 78,
    bookedOn: "2026-11-09",
    scene: "riverside",
  },
  {
    name: "Michael R.",
    destination: "Miami to London",
    travelClass: "First",
    savedDollars: 3_500,
    pointsUsed: 70_000,
    portalPoints: 380_000,
    percentSaved: 82,
    bookedOn: "2026-11-01",
    scene: "coast",
  },
  {
    name: "Emily T.",
    destination: "San Francisco to Rome",
    travelClass: "Business",
    savedDollars: 2_600,
    pointsUsed: 50_000,
    portalPoints: 220_000,
    percentSaved: 77,
    bookedOn: "2026-10-18",
    scene: "hills",
  },
  {
    name: "Robert H.",
    destination: "Boston to Dubai",
    travelClass: "First",
    savedDollars: 4_800,
    pointsUsed: 90_000,
    portalPoints: 480_000,
    percentSaved: 81,
    bookedOn: "2026-09-27",
    scene: "desert",
  },
];

/** '60k' as the spec writes points. */
export function shortPoints(points: number): string {
  return points >= 1_000 ? `${Math.round(points / 1_000)}k` : String(points);
}

const dayMs = 24 * 60 * 60 * 1000;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * How long ago a calendar day was, from `today` (both yyyy-MM-dd, the business's calendar):
 * 'Today', 'Yesterday', '3 days ago', '2 weeks ago', '5 months ago', '1 year ago'.
 */
export function relativeDateLabel(day: string, today: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / dayMs);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return plural(days, "day");
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}
