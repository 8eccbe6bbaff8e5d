/**
 * Email delivery latency (from the committed outbox row to the message accepted by a loopback
 * SMTP server) and the throughput of a burst, through the real job queue, on an in-memory
 * embedded database.
 * Run: npx tsx bench/email-latency.ts
 */
import PgBoss from "pg-boss";
import pino from "pino";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { configureMail } from "~/email/config.server";
import { startEmailDelivery, stopEmailDelivery } from "~/email/delivery.server";
import { queueEmail } from "~/email/outbox.server";
import { startSmtpTestServer } from "../tests/integration/smtp-test-server";

const rounds = 30;
const database = await openDatabase({});
await database.migrate();
setDatabase(database);
const smtp = await startSmtpTestServer();
configureMail({ smtpUrl: smtp.url });
const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: "pgboss" });
await boss.start();
await startEmailDelivery(boss, pino({ level: "silent" }));

const latencies: number[] = [];
for (let round = 0; round < rounds; round++) {
  const subject = `Latency ${round}`;
  const started = performance.now();
  await queueEmail({ kind: "bench", to: "bench@example.com", subject, content: { heading: subject, paragraphs: ["Hello."] } });
  await smtp.waitForMessage((message) => message.subject === subject);
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);
const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!.toFixed(0);
console.log(`| messages | p50 ms | p90 ms | max ms |\n|---|---|---|---|\n| ${rounds} | ${at(0.5)} | ${at(0.9)} | ${at(1)} |`);

// Throughput: a burst like a newsletter issue, queued at once.
const burst = 200;
const burstStarted = performance.now();
for (let index = 0; index < burst; index++) {
  await queueEmail({
    kind: "bench",
    to: `reader${index}@example.com`,
    subject: `Burst ${index}`,
    content: { heading: "Issue", paragraphs: ["News."] },
  });
}
await smtp.waitForMessage(() => smtp.messages.filter((message) => message.subject.startsWith("Burst ")).length === burst, 300_000);
const seconds = (performance.now() - burstStarted) / 1000;
console.log(`\n${burst} messages queued at once: all accepted in ${seconds.toFixed(1)} s (${(burst / seconds).toFixed(0)} per second)`);

stopEmailDelivery();
await boss.stop({ graceful: false, wait: true });
await smtp.stop();
await database.close();
