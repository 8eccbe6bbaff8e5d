import { port } from "./server";

/** Where the browser tests' stand-in for the seats.aero Partner API listens (PW_PORT + 200). */
export const fakeSeatsAeroPort = port + 200;
export const fakeSeatsAeroUrl = `http://127.0.0.1:${fakeSeatsAeroPort}/partnerapi`;
