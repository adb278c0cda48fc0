// Kendaraan Saya and Penumpang Tersimpan over HTTP (issue #40 item 2): each account's own lists
// (another account's id is 404), the orders' field rules with the forms' Indonesian words, the
// limits, duplicates refused (and merged by a booking's save), passengers only, malformed → 4xx,
// and the lists gone with the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { savedTravellers, savedVehicles } from '../../server/db/schema-profile';
import { createUser, startServer, type TestServer, type TestUser } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const V = '/api/profile/vehicles';
const T = '/api/profile/travellers';
const traveller = (extra: Record<string, unknown> = {}) => ({
  name: 'Sari Sitorus',
  domicile: 'Medan',
  gender: 'Perempuan',
  age: 31,
  ...extra,
});

describe('Kendaraan Saya', () => {
  it('adds a plate as orders store it, lists, changes and removes it', async () => {
    const user = await createUser(s);
    const added = await user.api.post(V, { body: { plateNumber: ' bk  1234   abc ', vehicleTypeId: 4 } });
    expect(added.status).toBe(201);
    expect(added.body.data.vehicle).toMatchObject({ plateNumber: 'BK 1234 ABC', vehicleTypeId: 4 });
    expect(added.body.data.vehicle.vehicleClass).toBe('Golongan IV');
    const id = added.body.data.vehicle.id as number;
    const changed = await user.api.put(`${V}/{id}`, {
      params: { id },
      body: { plateNumber: 'BK 1 A', vehicleTypeId: 3 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.vehicle).toMatchObject({ id, plateNumber: 'BK 1 A', vehicleTypeId: 3 });
    expect((await user.api.get(V)).body.data.vehicles).toHaveLength(1);
    expect((await user.api.delete(`${V}/{id}`, { params: { id } })).status).toBe(200);
    expect((await user.api.get(V)).body.data.vehicles).toEqual([]);
    expect((await user.api.delete(`${V}/{id}`, { params: { id } })).status).toBe(404);
  });

  it('refuses a bad plate, an unknown Golongan and the same plate twice, with Indonesian words', async () => {
    const user = await createUser(s);
    const bad = await user.api.post(V, { body: { plateNumber: 'B1234', vehicleTypeId: 4 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Nomor Kendaraan tidak valid.');
    const unknown = await user.api.post(V, { body: { plateNumber: 'BK 2 B', vehicleTypeId: 999 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Golongan Kendaraan tidak ditemukan.');
    expect((await user.api.post(V, { body: { plateNumber: 'BK 2 B', vehicleTypeId: 4 } })).status).toBe(201);
    const twice = await user.api.post(V, { body: { plateNumber: 'bk 2 b', vehicleTypeId: 3 } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Nomor kendaraan ini sudah ada di Kendaraan Saya.');
    const other = await user.api.post(V, { body: { plateNumber: 'BK 3 C', vehicleTypeId: 4 } });
    const id = other.body.data.vehicle.id as number;
    const clash = await user.api.put(`${V}/{id}`, {
      params: { id },
      body: { plateNumber: 'BK 2 B', vehicleTypeId: 4 },
    });
    expect(clash.status).toBe(409);
  });

  it('refuses in English to an English request (messages/en.json srv_profile_*), in Indonesian otherwise', async () => {
    const user = await createUser(s);
    const en = { 'accept-language': 'en-GB,en;q=0.9' };
    expect((await user.api.post(V, { body: { plateNumber: 'BK 7 EN', vehicleTypeId: 4 }, headers: en })).status).toBe(
      201,
    );
    const unknown = await user.api.post(V, { body: { plateNumber: 'BK 8 EN', vehicleTypeId: 999 }, headers: en });
    expect(unknown.body.message).toBe('Vehicle class not found.');
    const twice = await user.api.post(V, { body: { plateNumber: 'BK 7 EN', vehicleTypeId: 4 }, headers: en });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This plate number is already in My Vehicles.');
    const gone = await user.api.delete(`${V}/{id}`, { params: { id: 987654 }, headers: en });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Vehicle not found.');
    const id = { 'accept-language': 'id-ID' };
    const indonesian = await user.api.post(V, { body: { plateNumber: 'BK 7 EN', vehicleTypeId: 4 }, headers: id });
    expect(indonesian.body.message).toBe('Nomor kendaraan ini sudah ada di Kendaraan Saya.');
  });

  it('holds at most 10 vehicles', async () => {
    const user = await createUser(s);
    for (let i = 1; i <= 10; i++)
      expect((await user.api.post(V, { body: { plateNumber: `BK ${i} LIM`, vehicleTypeId: 4 } })).status).toBe(201);
    const full = await user.api.post(V, { body: { plateNumber: 'BK 11 LIM', vehicleTypeId: 4 } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'Kendaraan Saya sudah berisi 10 kendaraan. Hapus salah satu untuk menambah yang baru.',
    );
  });
});

describe('Penumpang Tersimpan', () => {
  it('keeps an age with the date it was given, or a birth year; changes and removes', async () => {
    const user = await createUser(s);
    const byAge = await user.api.post(T, { body: traveller({ name: '  Sari Sitorus ' }) });
    expect(byAge.status).toBe(201);
    // BASE_TIME is Monday 23 November 2026 in Jakarta.
    expect(byAge.body.data.traveller).toMatchObject({
      name: 'Sari Sitorus',
      age: 31,
      ageOn: '2026-11-23',
      birthYear: null,
    });
    const byYear = await user.api.post(T, {
      body: traveller({ name: 'Tigor', age: undefined, birthYear: 2023, gender: 'Laki - Laki' }),
    });
    expect(byYear.body.data.traveller).toMatchObject({ name: 'Tigor', birthYear: 2023, age: null, ageOn: null });
    const id = byYear.body.data.traveller.id as number;
    const changed = await user.api.put(`${T}/{id}`, { params: { id }, body: traveller({ name: 'Tigor', age: 3 }) });
    expect(changed.body.data.traveller).toMatchObject({ id, age: 3, birthYear: null, gender: 'Perempuan' });
    expect((await user.api.get(T)).body.data.travellers.map((t: { name: string }) => t.name)).toEqual([
      'Sari Sitorus',
      'Tigor',
    ]);
    expect((await user.api.delete(`${T}/{id}`, { params: { id } })).status).toBe(200);
    expect((await user.api.get(T)).body.data.travellers).toHaveLength(1);
  });

  it('refuses both or neither of age and birth year, a future birth year, a blank name, a name twice', async () => {
    const user = await createUser(s);
    const both = await user.api.post(T, { body: traveller({ birthYear: 1990 }) });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Isi usia atau tahun lahir, salah satu saja.');
    expect((await user.api.post(T, { body: traveller({ age: undefined }) })).status).toBe(400);
    const future = await user.api.post(T, { body: traveller({ age: undefined, birthYear: 2027 }) });
    expect(future.body.message).toBe('Tahun lahir tidak valid.');
    const blank = await user.api.post(T, { body: traveller({ name: '   ' }) });
    expect(blank.body.message).toBe('Nama tidak boleh kosong.');
    expect((await user.api.post(T, { body: traveller() })).status).toBe(201);
    const twice = await user.api.post(T, { body: traveller({ name: 'SARI sitorus' }) });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Penumpang dengan nama ini sudah ada di Penumpang Tersimpan.');
  });

  it('holds at most 20 travellers', async () => {
    const user = await createUser(s);
    for (let i = 1; i <= 20; i++)
      expect((await user.api.post(T, { body: traveller({ name: `Orang ${i}` }) })).status).toBe(201);
    const full = await user.api.post(T, { body: traveller({ name: 'Orang 21' }) });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^Penumpang Tersimpan sudah berisi 20 penumpang\./);
  });
});

describe('a booking saved to the lists', () => {
  it('adds what is new, brings up to date what is saved, and leaves out what does not fit', async () => {
    const user = await createUser(s);
    await user.api.post(V, { body: { plateNumber: 'BK 7 SAV', vehicleTypeId: 3 } });
    await user.api.post(T, { body: traveller({ name: 'Sari', age: 30 }) });
    const res = await user.api.post('/api/profile/from-booking', {
      body: {
        vehicle: { plateNumber: 'bk 7 sav', vehicleTypeId: 4 },
        travellers: [traveller({ name: 'sari', age: 31, domicile: 'Tigaras' }), traveller({ name: 'Tigor', age: 3 })],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.leftOut).toBe(0);
    expect(res.body.data.vehicles).toEqual([expect.objectContaining({ plateNumber: 'BK 7 SAV', vehicleTypeId: 4 })]);
    expect(res.body.data.travellers).toEqual([
      expect.objectContaining({ name: 'sari', age: 31, domicile: 'Tigaras' }),
      expect.objectContaining({ name: 'Tigor', age: 3 }),
    ]);
    for (let i = 1; i <= 18; i++) await user.api.post(T, { body: traveller({ name: `Orang ${i}` }) });
    const full = await user.api.post('/api/profile/from-booking', {
      body: { travellers: [traveller({ name: 'Baru' }), traveller({ name: 'Tigor', age: 4 })] },
    });
    expect(full.body.data.leftOut).toBe(1);
    expect(full.body.data.travellers).toHaveLength(20);
    expect(full.body.data.travellers.find((t: { name: string }) => t.name === 'Tigor').age).toBe(4);
  });
});

describe('each account its own', () => {
  it('another account never sees, changes or removes them (404), and its own lists stay apart', async () => {
    const owner = await createUser(s);
    const other = await createUser(s);
    const v = (await owner.api.post(V, { body: { plateNumber: 'BK 9 OWN', vehicleTypeId: 4 } })).body.data.vehicle;
    const t = (await owner.api.post(T, { body: traveller() })).body.data.traveller;
    expect((await other.api.get(V)).body.data.vehicles).toEqual([]);
    expect((await other.api.get(T)).body.data.travellers).toEqual([]);
    const body = { plateNumber: 'BK 9 OTH', vehicleTypeId: 4 };
    expect((await other.api.put(`${V}/{id}`, { params: { id: v.id }, body })).status).toBe(404);
    expect((await other.api.delete(`${V}/{id}`, { params: { id: v.id } })).status).toBe(404);
    expect((await other.api.put(`${T}/{id}`, { params: { id: t.id }, body: traveller() })).status).toBe(404);
    expect((await other.api.delete(`${T}/{id}`, { params: { id: t.id } })).status).toBe(404);
    // The same plate and name on another account are that account's own.
    expect((await other.api.post(V, { body: { plateNumber: 'BK 9 OWN', vehicleTypeId: 3 } })).status).toBe(201);
    expect((await other.api.post(T, { body: traveller() })).status).toBe(201);
    expect((await owner.api.get(V)).body.data.vehicles).toEqual([v]);
    expect((await owner.api.get(T)).body.data.travellers).toEqual([t]);
  });

  it('deleting the account deletes its lists', async () => {
    const user: TestUser = await createUser(s);
    await user.api.post(V, { body: { plateNumber: 'BK 5 DEL', vehicleTypeId: 4 } });
    await user.api.post(T, { body: traveller() });
    expect((await user.api.delete('/api/user/delete')).status).toBe(200);
    const db = s.built.db;
    expect(await db.select().from(savedVehicles).where(eq(savedVehicles.userId, user.id))).toEqual([]);
    expect(await db.select().from(savedTravellers).where(eq(savedTravellers.userId, user.id))).toEqual([]);
  });
});

describe('who may call, and malformed requests', () => {
  it('401 without a token, 403 for an officer', async () => {
    expect((await s.api.get(V, { token: null })).status).toBe(401);
    const officer = await createUser(s, { role: 'petugas' });
    expect((await officer.api.get(T)).status).toBe(403);
    expect((await officer.api.post(V, { body: { plateNumber: 'BK 1 A', vehicleTypeId: 4 } })).status).toBe(403);
  });

  it('4xx, never 5xx, for malformed bodies and ids', async () => {
    const user = await createUser(s);
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['POST', V, { body: { plateNumber: 'BK 1 A' } }],
      ['POST', V, { body: { plateNumber: 'BK 1 A', vehicleTypeId: 4, x: 1 } }],
      ['POST', V, { body: { plateNumber: 'BK\u0000 1 A', vehicleTypeId: 4 } }],
      ['POST', V, { rawBody: '{', contentType: 'application/json' }],
      ['POST', T, { body: traveller({ gender: 'L' }) }],
      ['POST', T, { body: traveller({ age: -1 }) }],
      ['POST', T, { body: traveller({ age: '3' }) }],
      ['PUT', `${V}/abc`, { body: { plateNumber: 'BK 1 A', vehicleTypeId: 4 } }],
      ['DELETE', `${T}/0`, {}],
      ['POST', '/api/profile/from-booking', { body: { vehicle: null, travellers: [] } }],
      ['POST', '/api/profile/from-booking', { body: {} }],
    ];
    for (const [method, path, o] of cases) {
      const res = await user.api.request(method, path, o);
      expect(res.status, `${method} ${path} ${JSON.stringify(o)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
