import { fakeSeatsAeroPort } from "./server";

/** Where the browser tests' stand-in for the seats.aero Partner API listens. */
export const fakeSeatsAeroUrl = `http://127.0.0.1:${fakeSeatsAeroPort}/partnerapi`;
