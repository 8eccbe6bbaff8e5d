import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, scrypt, type BinaryLike, type ScryptOptions } from "node:crypto";
import fs from "node:fs";
import { Transform, type Readable } from "node:stream";
import { BackupFileError, type BackupHeader, type BackupIntegrity } from "./format";

/*
 * An encrypted backup (BACKUP_KEY set) is the gzipped backup sealed with AES-256-GCM:
 *   bytes 0-7    "PWBACKUP" (magic)
 *   byte  8      envelope version, 1
 *   bytes 9-24   scrypt salt (16 random bytes)
 *   bytes 25-36  GCM nonce (12 random bytes)
 *   then         the ciphertext of the gzip stream
 *   last 16      the GCM tag; the 37 bytes before the ciphertext are its additional data.
 * scrypt(BACKUP_KEY, salt, N=2^15, r=8, p=1) gives 64 bytes: the AES key, then the key material
 * of the integrity check inside (the trailer's HMAC). Without BACKUP_KEY the file is plain gzip
 * and that material is APP_SECRET. Either way the HMAC key is HKDF-SHA-256 of it with the
 * header's own salt, so no two files share one.
 */
export const envelopeMagic = Buffer.from("PWBACKUP", "ascii");
const envelopeVersion = 1;
const prefixLength = envelopeMagic.length + 1 + 16 + 12;
const tagLength = 16;
const scryptOptions: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const integrityInfo = "pointwise backup integrity";

/** What the environment holds: BACKUP_KEY encrypts; APP_SECRET alone keys the integrity check. */
export interface BackupKeys {
  backupKey?: string;
  appSecret?: string;
}

/** A key the backup needs is missing or wrong. */
export class BackupKeyError extends Error {
  override name = "BackupKeyError";
}

export const noBackupKeyMessage =
  "Backups need BACKUP_KEY (encrypts the file; keep a copy of it away from the server) or APP_SECRET " +
  "(keys the file's integrity check) in the environment, so that nobody can plant data in a backup.";

function deriveScrypt(password: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 64, scryptOptions, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function integrityKey(material: BinaryLike, integrity: BackupIntegrity): Buffer {
  return Buffer.from(hkdfSync("sha256", material, Buffer.from(integrity.salt, "hex"), integrityInfo, 32));
}

export interface BackupSeal {
  /** The header's integrity field and the HMAC key it stands for. */
  integrity: BackupIntegrity;
  hmacKey: Buffer;
  /** Encrypts the gzip stream (with BACKUP_KEY), or passes it through. */
  output: Transform;
  encrypted: boolean;
}

/** How a new backup is protected, from the keys the environment holds. */
export async function sealFor(keys: BackupKeys): Promise<BackupSeal> {
  const integritySalt = randomBytes(16).toString("hex");
  if (keys.backupKey) {
    const salt = randomBytes(16);
    const nonce = randomBytes(12);
    const derived = await deriveScrypt(keys.backupKey, salt);
    const prefix = Buffer.concat([envelopeMagic, Buffer.from([envelopeVersion]), salt, nonce]);
    const integrity: BackupIntegrity = { key: "BACKUP_KEY", salt: integritySalt };
    return {
      integrity,
      hmacKey: integrityKey(derived.subarray(32), integrity),
      output: encrypting(derived.subarray(0, 32), nonce, prefix),
      encrypted: true,
    };
  }
  if (keys.appSecret) {
    const integrity: BackupIntegrity = { key: "APP_SECRET", salt: integritySalt };
    const passThrough = new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) });
    return { integrity, hmacKey: integrityKey(keys.appSecret, integrity), output: passThrough, encrypted: false };
  }
  throw new BackupKeyError(noBackupKeyMessage);
}

function encrypting(key: Buffer, nonce: Buffer, prefix: Buffer): Transform {
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(prefix);
  let started = false;
  const start = (stream: Transform) => {
    if (!started) stream.push(prefix);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start(this);
      done(null, cipher.update(chunk));
    },
    flush(done) {
      start(this);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** A backup file opened with the keys at hand: its gzip bytes (decrypted when sealed) and its HMAC key. */
export interface OpenedBackup {
  encrypted: boolean;
  /** A fresh stream of the gzip bytes each call (a restore reads the file twice). */
  read(): Readable;
  hmacKey(header: BackupHeader): Buffer;
}

export async function openBackupFile(file: string, keys: BackupKeys): Promise<OpenedBackup> {
  const size = fs.statSync(file).size;
  const prefix = Buffer.alloc(Math.min(prefixLength, size));
  const handle = fs.openSync(file, "r");
  try {
    fs.readSync(handle, prefix, 0, prefix.length, 0);
    if (!prefix.subarray(0, envelopeMagic.length).equals(envelopeMagic)) return plainBackup(file, keys);
    if (!keys.backupKey) throw new BackupKeyError("This backup is encrypted: give its BACKUP_KEY.");
    if (size < prefixLength + tagLength || prefix[envelopeMagic.length] !== envelopeVersion) {
      throw new BackupFileError("checksum error: the encrypted file is damaged or from a newer site");
    }
    const tag = Buffer.alloc(tagLength);
    fs.readSync(handle, tag, 0, tagLength, size - tagLength);
    const salt = prefix.subarray(envelopeMagic.length + 1, envelopeMagic.length + 17);
    const nonce = prefix.subarray(envelopeMagic.length + 17);
    const derived = await deriveScrypt(keys.backupKey, salt);
    return {
      encrypted: true,
      read() {
        const decipher = createDecipheriv("aes-256-gcm", derived.subarray(0, 32), nonce);
        decipher.setAAD(prefix);
        decipher.setAuthTag(tag);
        const input = fs.createReadStream(file, { start: prefixLength, end: size - tagLength - 1 });
        input.on("error", (error) => decipher.destroy(error));
        return input.pipe(decipher);
      },
      hmacKey(header) {
        if (header.integrity?.key !== "BACKUP_KEY")
          throw new BackupFileError("not a Pointwise backup: its header does not match its envelope");
        return integrityKey(derived.subarray(32), header.integrity);
      },
    };
  } finally {
    fs.closeSync(handle);
  }
}

function plainBackup(file: string, keys: BackupKeys): OpenedBackup {
  return {
    encrypted: false,
    read: () => fs.createReadStream(file),
    hmacKey(header) {
      // A file claiming BACKUP_KEY but not encrypted was not written by the site.
      if (header.integrity?.key !== "APP_SECRET")
        throw new BackupFileError("not a Pointwise backup: its header does not match its envelope");
      if (!keys.appSecret) throw new BackupKeyError("This backup's integrity check is keyed with APP_SECRET: give the site's APP_SECRET.");
      return integrityKey(keys.appSecret, header.integrity);
    },
  };
}
