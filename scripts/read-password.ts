import { createInterface } from "node:readline";

/**
 * Asks for a password without echo on a terminal, or reads the next line of stdin when piped,
 * so it never lands in shell history or a process list.
 */
export async function readPassword(prompt: string): Promise<string> {
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

/** A new password: typed twice on a terminal; exits with a message when the two differ. */
export async function readNewPassword(): Promise<string> {
  const password = await readPassword("Password: ");
  if (process.stdin.isTTY && password !== (await readPassword("Repeat password: "))) {
    console.error("The passwords do not match.");
    process.exit(2);
  }
  return password;
}

export function readEmailArgument(usage: string): string {
  const email = process.argv[2];
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return email;
}
