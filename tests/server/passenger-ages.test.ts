// The passenger types' age rules on the server (issue #21 §4): DEWASA is 'Penumpang berusia 5
// tahun ke atas', so a named adult under 5 is refused like a named child of 5 or older, by the same
// kernel rule the booking form applies (kernel/field-rules.ts ageFitsPassengerType).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeparture, createUser, orderBody, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('named passengers’ ages', () => {
  it('400 for a named adult (DEWASA) under 5, 202 for one of 5', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s);
    const adult = (age: number) =>
      orderBody(dep.id, {
        passengers: [{ passengerId: 1, amount: 1 }],
        manifest: [{ passengerId: 1, name: 'Dewi', age, domicile: 'Medan' }],
      });
    const tooYoung = await user.api.post('/api/transaction/order', { body: adult(2) });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.message).toMatch(/DEWASA.*5 years old or older/);
    const five = await user.api.post('/api/transaction/order', { body: adult(5) });
    expect(five.status).toBe(202);
  });
});
