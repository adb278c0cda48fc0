// The signed boarding pass (issue #10): carried by the detail (and the PDF's QR), verifiable with
// the public key only, refused when forged or altered, and re-versioned when a paid ticket is cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { CompactSign } from 'jose';
import { transactions } from '../../server/db/schema';
import { verifyBoardingPass } from '../../kernel/boarding-pass';
import { createBoardingPassSigner } from '../../server/boarding/signer';
import { createUser, startServer, type TestServer } from './helpers';
import { heldTicket, paidTicket, txOf } from './port-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const b64url = (text: string) => Buffer.from(text).toString('base64url');

describe('boarding pass', () => {
  it('is in the detail of a paid ticket and verifies offline with the public key', async () => {
    const user = await createUser(s);
    const tx = await paidTicket(s, user);
    const res = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    const code = res.body.data.boardingPass as string;
    expect(code.length).toBeLessThan(200);
    const pass = await verifyBoardingPass(code, [s.built.boardingPasses.publicJwk]);
    expect(pass).toEqual({ transactionId: tx.id, scheduleId: tx.scheduleId, version: 1 });
  });

  it('comes with who travels: the driver and the named passengers (issue #21 §8)', async () => {
    const user = await createUser(s);
    const tx = await paidTicket(s, user, {
      extra: {
        manifest: [
          { passengerId: 1, name: 'Rina Sitorus', age: 34, domicile: 'Pematangsiantar' },
          { passengerId: 1, name: 'Tigor Manurung', age: 36, domicile: 'Balige' },
        ],
      },
    });
    const res = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(res.body.data.driverName).toBe('Budi Santoso');
    expect(res.body.data.passengerNames).toEqual(['Rina Sitorus', 'Tigor Manurung']);
  });

  it('is absent while unpaid', async () => {
    const user = await createUser(s);
    const tx = await heldTicket(s, user);
    const res = await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } });
    expect(res.body.data.boardingPass).toBeNull();
  });

  it('refuses a pass signed by another key, an altered payload and garbage', async () => {
    const user = await createUser(s);
    const tx = await paidTicket(s, user);
    const code = (await user.api.get('/api/transaction/get/{id}', { params: { id: tx.id } })).body.data
      .boardingPass as string;
    const keys = [s.built.boardingPasses.publicJwk];

    const forged = await createBoardingPassSigner().sign({
      transactionId: tx.id,
      scheduleId: tx.scheduleId,
      version: 1,
    });
    expect(await verifyBoardingPass(forged, keys)).toBeNull();

    const [header, , signature] = code.split('.');
    const altered = `${header}.${b64url(JSON.stringify({ t: tx.id + 1, s: tx.scheduleId, v: 1 }))}.${signature}`;
    expect(await verifyBoardingPass(altered, keys)).toBeNull();

    const flipped = code.slice(0, -2) + (code.endsWith('AA') ? 'BA' : 'AA');
    expect(await verifyBoardingPass(flipped, keys)).toBeNull();

    // "alg: none" and an HMAC keyed with the public key are not EdDSA: refused.
    const none = `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify({ t: tx.id, s: tx.scheduleId, v: 1 }))}.`;
    expect(await verifyBoardingPass(none, keys)).toBeNull();
    const { privateKey } = generateKeyPairSync('ed25519');
    const otherAlg = await new CompactSign(new TextEncoder().encode('{"t":1,"s":1,"v":1}'))
      .setProtectedHeader({ alg: 'EdDSA' })
      .sign(privateKey);
    expect(await verifyBoardingPass(otherAlg, keys)).toBeNull();

    for (const junk of ['', tx.invoiceId, 'a.b.c', code + 'x', '{"t":1}'])
      expect(await verifyBoardingPass(junk, keys)).toBeNull();
  });

  it('gets a new version when a paid ticket is cancelled', async () => {
    const user = await createUser(s);
    const tx = await paidTicket(s, user);
    expect(tx.passVersion).toBe(1);
    await s.built.db.update(transactions).set({ status: 'CANCELLED' }).where(eq(transactions.id, tx.id));
    expect((await txOf(s, tx.id)).passVersion).toBe(2);
  });
});
