import fs from "node:fs";
import path from "node:path";
import { startSmtpTestServer } from "../../integration/smtp-test-server";
import { startFakeSeatsAero } from "../../support/seats-aero-fake";
import { mailDir } from "./mailbox";
import { fakeSeatsAeroPort, smtpPort } from "./server";

/**
 * Starts what the site under test talks to: a loopback mail server (tests read what arrived) and
 * a local award-space provider. Both stop after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let count = 0;
  const smtp = await startSmtpTestServer({
    port: smtpPort,
    onMessage(message) {
      count += 1;
      const name = `${String(count).padStart(5, "0")}.json`;
      fs.writeFileSync(path.join(mailDir(), name), JSON.stringify(message));
    },
  });
  const seatsAero = await startFakeSeatsAero({ port: fakeSeatsAeroPort });
  return async () => {
    await smtp.stop();
    await seatsAero.stop();
  };
}
