// A process for logger.server.test.ts: logs a burst to stdout while the test does not read it.
//   burst <lines>     log that many lines, say "done" on stderr, exit at once
//   drops             a 64 KB buffer: log 1 MB, say "done" after three report times, stay up until
//                     the test closes stdin, having read the report, then exit
//   one               log one line with a field and a secret, exit at once
import { createStdoutLogger } from "./logger.server";

const [mode, count] = process.argv.slice(2);
const padding = "x".repeat(150);

if (mode === "burst") {
  const log = createStdoutLogger("info");
  for (let line = 0; line < Number(count); line++) log.info({ line, padding }, "burst");
  log.info("final words");
  process.stderr.write("done\n");
  process.exit(0);
} else if (mode === "drops") {
  const log = createStdoutLogger("info", { maxBufferedBytes: 64 * 1024, dropReportMs: 200 });
  for (let line = 0; line < 5_000; line++) log.info({ line, padding }, "burst");
  // "done" only after a few report times: the first reports meet a buffer nobody has read yet.
  setTimeout(() => process.stderr.write("done\n"), 600);
  // Not a fixed wait: on a busy machine the test may start reading long after "done".
  process.stdin.on("end", () => process.exit(0));
  process.stdin.resume();
} else if (mode === "one") {
  createStdoutLogger("info").info({ port: 3000, password: "hunter2-secret" }, "server listening");
  process.exit(0);
}
