import fs from "node:fs";
import path from "node:path";
import { startSmtpTestServer } from "../../integration/smtp-test-server";
import { mailDir, smtpPort } from "./mailbox";

/** Starts the loopback mail server the site under test delivers to; stops it afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let count = 0;
  const server = await startSmtpTestServer({
    port: smtpPort,
    onMessage(message) {
      count += 1;
      const name = `${String(count).padStart(5, "0")}.json`;
      fs.writeFileSync(path.join(mailDir(), name), JSON.stringify(message));
    },
  });
  return () => server.stop();
}
