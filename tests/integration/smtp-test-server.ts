import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the loopback mail server received it, parsed. */
export interface ReceivedEmail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header names lower-cased, values as sent. */
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export interface SmtpTestServerOptions {
  port?: number;
  /** Reply to RCPT TO for this address with a permanent 550 rejection. */
  rejectRecipient?: string;
  /** Called with each parsed message (the browser tests' mailbox writes them to files). */
  onMessage?: (message: ReceivedEmail) => void;
}

export interface SmtpTestServer {
  port: number;
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ReceivedEmail[];
  waitForMessage(match: (message: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on loopback: it speaks the protocol, accepts
 * any login, and keeps what it receives so tests can read it.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const messages: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient && address.address === options.rejectRecipient) {
        const error = Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(":") + 1).trim();
          const message: ReceivedEmail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? "",
              contentType: attachment.contentType,
              content: attachment.content.toString("utf8"),
            })),
          };
          messages.push(message);
          options.onMessage?.(message);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching email within ${timeoutMs} ms; received: ${messages.map((m) => m.subject).join(", ") || "none"}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
