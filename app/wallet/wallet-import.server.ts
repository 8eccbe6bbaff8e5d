import { importTooLargeMessage, maxImportBytes, walletFromCsv, type ImportContext, type Wallet } from "./wallet-csv";

/**
 * Room in a multipart body for what surrounds the one file: boundaries, part headers and the
 * file's name (a browser sends a few hundred bytes; a long file name a little more).
 */
export const multipartAllowance = 8 * 1024;

/**
 * The largest body the server lets reach the import (server/app.ts): a file far over the bound (a
 * 10 MB export of some other tool) is read past and answered with the message beside the field;
 * beyond this the server refuses it before the route, with a plain answer.
 */
export const maxRefusedUploadBytes = 16 * 1024 * 1024;

export type ImportUpload = { ok: true; wallet: Wallet; rows: number } | { ok: false; status: 400 | 413; errors: string[] };

const refused = (status: 400 | 413, ...errors: string[]): ImportUpload => ({ ok: false, status, errors });

/**
 * Lets the rest of a refused upload go by without keeping any of it: a browser still sending its
 * body would not read the answer. The server's cap for this path (maxRefusedUploadBytes) bounds it.
 */
async function discard(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  while (!(await reader.read()).done) {
    // Each chunk is dropped as it comes.
  }
}

/**
 * Reads an uploaded wallet file: a body declared larger than the file's bound allows is refused
 * from its Content-Length, before any of it is parsed or held (the server refuses a body without a
 * length, and anything over maxRefusedUploadBytes); then the file is checked whole by walletFromCsv.
 */
export async function readWalletUpload(request: Request, context: ImportContext): Promise<ImportUpload> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!Number.isSafeInteger(declared) || declared > maxImportBytes + multipartAllowance) {
    await discard(request.body);
    return refused(413, importTooLargeMessage);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(400, "Choose a wallet CSV file to import.");
  }
  const file = form.get("file");
  if (typeof file === "string" || file === null || file.size === 0) return refused(400, "Choose a wallet CSV file to import.");
  if (file.size > maxImportBytes) return refused(413, importTooLargeMessage);
  const read = walletFromCsv(await file.text(), context);
  if (!read.ok) return refused(400, ...read.errors);
  const { members, cards, balances } = read.wallet;
  return { ok: true, wallet: read.wallet, rows: members.length + cards.length + balances.length };
}
