import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
/** The nginx configuration docs/deploy.md documents; the test runs it, not a copy. */
export const documentedConfig = path.join(root, "deploy/nginx/pointwise.conf");

/** The nginx binary, or undefined when nginx is not installed (scripts/ensure-nginx.sh installs it). */
export function findNginx(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface RunningNginx {
  /** https://127.0.0.1:<port>, with a certificate for 127.0.0.1 that `ca` signs. */
  httpsOrigin: string;
  httpOrigin: string;
  ca: Buffer;
  /** What nginx wrote to the site's access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with the documented configuration, changed only where it must be
 * on a test machine: the listening ports (on 127.0.0.1), the upstream's address, the access log's
 * path, and the certificate, a self-signed one for 127.0.0.1 made here. Its pid, logs and temporary files stay
 * in a temporary folder; no system service is involved.
 */
export async function startNginx(nginx: string, upstream: string): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-nginx-"));
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];

  const site = templated(fs.readFileSync(documentedConfig, "utf8"), [
    ["server 127.0.0.1:3000;", `server ${upstream};`],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["/etc/letsencrypt/live/example.com/fullchain.pem", cert],
    ["/etc/letsencrypt/live/example.com/privkey.pem", key],
    ["/var/log/nginx/pointwise.access.log", path.join(dir, "pointwise.access.log")],
  ]);
  fs.writeFileSync(path.join(dir, "pointwise.conf"), site);
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      // As root, nginx would run its worker as nobody, who cannot enter this private folder.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      "events { worker_connections 256; }",
      `http { access_log ${path.join(dir, "access.log")}; ${temporary.join(" ")} include ${path.join(dir, "pointwise.conf")}; }`,
    ].join("\n"),
  );

  const errorLog = path.join(dir, "error.log");
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const failed = exited.then(() => {
    const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "";
    throw new Error(`nginx exited while starting:\n${stderr}${log}`);
  });
  await Promise.race([listening(httpsPort, () => child.exitCode === null), failed]);
  failed.catch(() => {});

  return {
    httpsOrigin: `https://127.0.0.1:${httpsPort}`,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    ca: fs.readFileSync(cert),
    accessLog: () => {
      const file = path.join(dir, "pointwise.access.log");
      return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The text with each original replaced; a missing original means the documented file changed under the test. */
function templated(text: string, replacements: [string, string][]): string {
  return replacements.reduce((result, [original, replacement]) => {
    if (!result.includes(original)) throw new Error(`${documentedConfig} no longer contains "${original}": update the test's template`);
    return result.replaceAll(original, replacement);
  }, text);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function listening(port: number, running: () => boolean): Promise<void> {
  while (running()) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
