// Signs boarding passes (kernel/boarding-pass.ts) with the server's Ed25519 private key.
// Production: BOARDING_PASS_KEY holds the PKCS#8 private key (PEM, or its DER in base64), e.g.
// from `openssl genpkey -algorithm ed25519`; every instance must share it. Development generates
// one into <DATA_DIR>/boarding-pass-key.pem (server/app/config.ts); tests get a fresh one per server.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { CompactSign, type JWK } from 'jose';
import { BOARDING_PASS_ALG, boardingPassPayload, type BoardingPass } from '../../kernel/boarding-pass';

export interface BoardingPassSigner {
  sign(pass: BoardingPass): Promise<string>;
  /** The public key the officers' phones verify with (a JWK with its `kid`). */
  publicJwk: JWK;
}

/** A PKCS#8 Ed25519 private key from PEM or base64 DER; throws a clear error otherwise. */
export function parseBoardingPassKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPrivateKey(trimmed.replace(/\\n/g, '\n'))
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('BOARDING_PASS_KEY must be an Ed25519 private key (PKCS#8).');
  return key;
}

export function generateBoardingPassKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

export function createBoardingPassSigner(
  privateKey: KeyObject = createPrivateKey(generateBoardingPassKeyPem()),
): BoardingPassSigner {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  // The key id: a short fingerprint of the public key, so a rotated key is told apart.
  const kid = createHash('sha256').update(String(jwk.x)).digest('base64url').slice(0, 8);
  const publicJwk: JWK = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid, alg: BOARDING_PASS_ALG, use: 'sig' };
  return {
    publicJwk,
    sign: (pass) =>
      new CompactSign(new TextEncoder().encode(boardingPassPayload(pass)))
        .setProtectedHeader({ alg: BOARDING_PASS_ALG })
        .sign(privateKey),
  };
}
