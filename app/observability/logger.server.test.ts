import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe("logger", () => {
  it("redacts secrets wherever they sit in a log line", () => {
    const { lines, stream } = capture();
    const log = createLogger("info", stream);
    log.info(
      {
        password: "hunter2-secret",
        form: { cardNumber: "4242424242424242", cvv: "123" },
        req: { headers: { cookie: "pw_session=abc", authorization: "Bearer key-123" } },
        env: { DATABASE_URL: "postgres://u:pw@h/db", ADMIN_PASSWORD: "admin-secret" },
      },
      "submitted",
    );
    const written = lines.join("");
    for (const secret of ["hunter2-secret", "4242424242424242", "pw_session=abc", "key-123", "u:pw@h", "admin-secret"]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain("[redacted]");
    expect(written).toContain("submitted");
  });
});
