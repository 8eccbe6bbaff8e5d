import { startFakeSeatsAero } from "../../support/seats-aero-fake";
import { fakeSeatsAeroPort } from "./seats-aero";

/** Starts the local award-space provider the built site talks to; stops it after the run. */
export default async function globalSetup() {
  const fake = await startFakeSeatsAero({ port: fakeSeatsAeroPort });
  return () => fake.stop();
}
