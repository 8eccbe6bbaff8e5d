import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from "node:crypto";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { isDeepStrictEqual } from "node:util";
import {
  backupFormat,
  backupFormatVersion,
  BackupFileError,
  parseLine,
  type BackupHeader,
  type BackupLine,
  type BackupTrailer,
  unkeyedFormatVersion,
} from "./format";
import { BackupKeyError, type OpenedBackup } from "./sealing.server";

export interface ReadOptions {
  /** Read a format-1 file, whose checksum anyone editing it could have recomputed. */
  acceptUnkeyed?: boolean;
}

/** The file's lines, parsed, with the text each was read from (the checksum covers the text). */
export async function* backupLines(backup: OpenedBackup): AsyncGenerator<{ line: BackupLine; text: string }> {
  const gunzip = createGunzip();
  const input = backup.read();
  input.on("error", (error) => gunzip.destroy(error));
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let number = 0;
  try {
    const iterator = lines[Symbol.asyncIterator]();
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const text = next.value;
      let line: BackupLine;
      try {
        line = parseLine(text, ++number);
      } catch (problem) {
        // Often a damaged file whose deflate stream still decodes (one flipped bit yields garbage
        // text long before zlib checks its CRC-32 at the end): reading the rest lets zlib say so.
        // Only a file that is intact as gzip answers with the line's own problem.
        while (!(await iterator.next()).done);
        throw problem;
      }
      yield { line, text };
    }
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof BackupKeyError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EACCES") throw error;
    // zlib checks the compressed data's own CRC-32 and length; GCM its tag, which a wrong key fails too.
    const cause = backup.encrypted ? "is damaged, or BACKUP_KEY is not the key it was written with" : "is damaged";
    throw new BackupFileError(`checksum error: the file ${cause} (${(error as Error).message})`);
  } finally {
    input.destroy();
  }
}

/**
 * Reads the whole file and checks it before anything is written anywhere: the keyed HMAC of every
 * line before the trailer, the order of the lines, and each table's row count.
 */
export async function verifyBackup(
  backup: OpenedBackup,
  options: ReadOptions = {},
): Promise<{ header: BackupHeader; trailer: BackupTrailer }> {
  const state: ReadState = { backup, options, counts: {} };
  // The first problem found is kept while the rest of the file is read: a flipped bit in the
  // deflate stream can decode to well-formed but wrong lines, and only zlib's CRC-32 at the very
  // end tells a damaged file (reported as a checksum error) from a badly written one.
  let problem: string | undefined;
  for await (const { line, text } of backupLines(backup)) problem ??= checkLine(state, line, text);
  if (problem) throw new BackupFileError(problem);
  const { header, trailer, hash, counts } = state;
  if (!header || !hash) throw new BackupFileError("the file is empty");
  if (!trailer) throw new BackupFileError("the file is incomplete: it has no trailer");
  checkDigest(header, trailer, hash.digest("hex"));
  if (!isDeepStrictEqual(counts, trailer.rows)) throw new BackupFileError("the row counts do not match the trailer");
  return { header, trailer };
}

/** A digest of the lines, keyed for format 2 (the key is known once the header is read). */
export function lineDigest(backup: OpenedBackup, header: BackupHeader): Hash | Hmac {
  return header.version === unkeyedFormatVersion ? createHash("sha256") : createHmac("sha256", backup.hmacKey(header));
}

/** Compares the lines' digest with the trailer's in constant time; a mismatch is a changed file. */
export function checkDigest(header: BackupHeader, trailer: BackupTrailer, digest: string): void {
  const expected = header.version === unkeyedFormatVersion ? trailer.sha256 : trailer.hmac;
  const [given, computed] = [Buffer.from(expected ?? ""), Buffer.from(digest)];
  if (given.length !== computed.length || !timingSafeEqual(given, computed)) {
    throw new BackupFileError(
      header.version === unkeyedFormatVersion
        ? "checksum error: the file's content does not match its SHA-256"
        : "checksum error: the file was changed since it was written, or the key is not the one it was written with",
    );
  }
}

interface ReadState {
  backup: OpenedBackup;
  options: ReadOptions;
  hash?: Hash | Hmac;
  counts: Record<string, number>;
  header?: BackupHeader;
  trailer?: BackupTrailer;
  table?: { name: string; columns: number };
}

/** Takes one line into the state, or answers what is wrong with it. */
function checkLine(state: ReadState, line: BackupLine, text: string): string | undefined {
  if (state.trailer) return "lines follow the trailer";
  if (!state.header) {
    if (Array.isArray(line) || line.type !== "header" || line.format !== backupFormat) return "not a Pointwise backup";
    if (line.version === unkeyedFormatVersion && !state.options.acceptUnkeyed) {
      return "this backup was written before backups carried a keyed check (format 1), so an edited copy cannot be told apart: restore it only if it never left your hands, with --accept-unkeyed";
    }
    if (line.version !== backupFormatVersion && line.version !== unkeyedFormatVersion) {
      return `backup format ${line.version} is not one this site reads (${backupFormatVersion})`;
    }
    state.header = line;
    state.hash = lineDigest(state.backup, line);
  } else if (Array.isArray(line)) {
    const { table } = state;
    if (!table) return "a row comes before its table";
    if (line.length !== table.columns) return `a row of ${table.name} does not have its ${table.columns} columns`;
    state.counts[table.name] = (state.counts[table.name] ?? 0) + 1;
  } else if (line.type === "table") {
    state.table = { name: line.name, columns: line.columns.length };
    state.counts[line.name] = 0;
  } else if (line.type === "sequences") {
    state.table = undefined;
  } else if (line.type === "trailer") {
    state.trailer = line;
    return undefined;
  } else {
    return "a second header";
  }
  state.hash!.update(`${text}\n`);
  return undefined;
}

/** The header alone, to know which key a file needs before checking it whole. */
export async function readBackupHeader(backup: OpenedBackup): Promise<BackupHeader> {
  for await (const { line } of backupLines(backup)) {
    if (!Array.isArray(line) && line.type === "header") return line;
    break;
  }
  throw new BackupFileError("not a Pointwise backup");
}
