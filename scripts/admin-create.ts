/**
 * Creates an admin account: `npm run admin:create -- owner@example.com`.
 * The password is asked for twice without echo (or read from the first line of stdin when piped),
 * so it never lands in shell history. Uses the same DATA_DIR / DATABASE_URL as the site;
 * with the embedded database, stop the site first (PGlite allows one process at a time).
 */
import { createInterface } from "node:readline";
import { createAdmin } from "~/admin/accounts.server";
import { minimumPasswordLength } from "~/config/password-policy";
import { loadEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";

async function readPassword(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    // Keep the typed characters off the screen.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text) => {
      if (text.includes(prompt)) process.stdout.write(prompt);
    };
  }
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write("\n");
  return answer;
}

async function main() {
  const email = process.argv[2];
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error("Usage: npm run admin:create -- <email>");
    process.exit(2);
  }
  const password = await readPassword("Password: ");
  if (process.stdin.isTTY && password !== (await readPassword("Repeat password: "))) {
    console.error("The passwords do not match.");
    process.exit(2);
  }
  if (password.length < minimumPasswordLength) {
    console.error(`The password must be at least ${minimumPasswordLength} characters.`);
    process.exit(2);
  }

  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await database.migrate();
    setDatabase(database);
    const outcome = await createAdmin(email, password);
    console.log(outcome === "created" ? `Admin ${email} created.` : `An admin ${email} already exists; nothing changed.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
