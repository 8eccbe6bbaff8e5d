import { defaultSeatsAeroUrl, type SeatsAeroConfig } from "./seats-aero.server";

let seatsAero: SeatsAeroConfig | undefined;
let seatsAeroUrl = defaultSeatsAeroUrl;

/** Set once at start from SEATS_AERO_API_KEY and SEATS_AERO_API_URL (and by tests). */
export function configureAwardSearch(options: { apiKey?: string; baseUrl?: string }): void {
  seatsAeroUrl = options.baseUrl ?? defaultSeatsAeroUrl;
  seatsAero = options.apiKey ? { apiKey: options.apiKey, baseUrl: seatsAeroUrl } : undefined;
}

/** The provider's settings, or nothing when no key is configured (the assistant still answers). */
export function awardSearchConfig(): SeatsAeroConfig | undefined {
  return seatsAero;
}
