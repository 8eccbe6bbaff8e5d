import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software passkey for tests that run without a browser: a P-256 key that answers WebAuthn
 * registration ("none" attestation) and authentication the way an authenticator does, for
 * `origin`. Browser tests use Chromium's virtual authenticator instead.
 */
export function softPasskey(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = credentialId.toString("base64url");
  const rpIdHash = createHash("sha256").update(new URL(origin).hostname).digest();
  let counter = 0;

  function authenticatorData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    register(options: PublicKeyCredentialCreationOptionsJSON) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(isoCBOR.encode(cose))]);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", new Uint8Array(authenticatorData(0x45, attested))],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: clientData("webauthn.create", options.challenge).toString("base64url"),
          attestationObject: Buffer.from(attestationObject).toString("base64url"),
          transports: ["internal" as const],
        },
        clientExtensionResults: {},
      };
    },
    authenticate(options: PublicKeyCredentialRequestOptionsJSON) {
      counter += 1;
      const data = authenticatorData(0x05);
      const client = clientData("webauthn.get", options.challenge);
      const signature = sign("sha256", Buffer.concat([data, createHash("sha256").update(client).digest()]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: client.toString("base64url"),
          authenticatorData: data.toString("base64url"),
          signature: signature.toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}
