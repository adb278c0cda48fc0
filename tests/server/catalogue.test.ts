// Ports, vehicle classes, passenger types, the schedule search and detail, and the account calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, createDeparture, createUser, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('catalogue', () => {
  it('lists the two ports, Simanindo first, and filters by name', async () => {
    const all = await s.api.get('/api/route/get-all');
    expect(all.body.data).toEqual([
      { id: 1, route: 'Simanindo' },
      { id: 2, route: 'Tigaras' },
    ]);
    const some = await s.api.get('/api/route/get-all', { query: { search: 'tiga' } });
    expect(some.body.data).toEqual([{ id: 2, route: 'Tigaras' }]);
    const none = await s.api.get('/api/route/get-all', { query: { search: '%' } });
    expect(none.body.data).toEqual([]);
    expect((await s.api.get('/api/route/get-all', { query: { search: 'x'.repeat(101) } })).status).toBe(400);
  });

  it('lists vehicle classes Golongan I … IX and passenger types with ANAK-ANAK, for logged-in users', async () => {
    const user = await createUser(s);
    const vehicles = await user.api.get('/api/vehicle/get-all');
    expect(vehicles.body.data.vehicles).toHaveLength(9);
    expect(vehicles.body.data.vehicles[0]).toMatchObject({ vehicleClass: 'Golongan I', vehicleType: 'Sepeda' });
    expect(vehicles.body.data.vehicles[8].vehicleClass).toBe('Golongan IX');
    const passengers = await user.api.get('/api/passenger/get-all');
    const types = passengers.body.data.passengers;
    expect(types.map((p: { feeType: string }) => p.feeType)).toEqual(['DEWASA', 'ANAK-ANAK']);
    expect(types[1].description).toBe('Penumpang di bawah 5 tahun');
    expect((await s.api.get('/api/vehicle/get-all')).status).toBe(401);
    expect((await s.api.get('/api/passenger/get-all')).status).toBe(401);
  });

  it('prices the classes and types at the fares in force on ?date= (default today, Jakarta), the first-start fares since 2020', async () => {
    const user = await createUser(s);
    const priced = async (path: '/api/vehicle/get-all' | '/api/passenger/get-all', date?: string) => {
      const res = await user.api.get(path, { query: { date } });
      expect(res.status).toBe(200);
      return res.body.data as { vehicles?: { price: number }[]; passengers?: { fee: number }[] };
    };
    const today = await priced('/api/vehicle/get-all');
    expect(today.vehicles![3]).toMatchObject({ vehicleClass: 'Golongan IV', price: 185_000, insuranceFee: 2_500 });
    expect(await priced('/api/vehicle/get-all', '2026-11-23')).toEqual(today);
    expect(await priced('/api/vehicle/get-all', '2020-01-01')).toEqual(today);
    const fees = await priced('/api/passenger/get-all', '2026-11-30');
    expect(fees.passengers).toMatchObject([
      { feeType: 'DEWASA', fee: 12_000 },
      { feeType: 'ANAK-ANAK', fee: 6_000 },
    ]);
    // Before the first fare nothing can be priced, so nothing is listed.
    expect((await priced('/api/vehicle/get-all', '2019-12-31')).vehicles).toEqual([]);
    expect((await priced('/api/passenger/get-all', '2019-12-31')).passengers).toEqual([]);
    for (const date of ['2026-02-30', 'besok', '2026-1-5', '1999-12-31']) {
      expect((await user.api.get('/api/vehicle/get-all', { query: { date } })).status).toBe(400);
      expect((await user.api.get('/api/passenger/get-all', { query: { date } })).status).toBe(400);
    }
  });
});

describe('schedule search', () => {
  it('lists today’s departures at least 60 minutes away, earliest first, 10 per page', async () => {
    // 08:00 WIB: the 06:00 … 08:30 departures are gone or closing; 09:45 is the first one open.
    const p0 = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: '2026-11-23' },
      query: { fromRoute: 1, toRoute: 2 },
    });
    expect(p0.status).toBe(200);
    const times = p0.body.data.schedules.map((x: { issuedTime: string }) => x.issuedTime);
    expect(times[0]).toBe('09:45:00');
    expect(times).toEqual([...times].sort());
    expect(
      p0.body.data.schedules.every(
        (x: { fromRoute: { id: number }; toRoute: { id: number } }) => x.fromRoute.id === 1 && x.toRoute.id === 2,
      ),
    ).toBe(true);
    const tomorrow = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: '2026-11-24' },
      query: { fromRoute: 2, toRoute: 1 },
    });
    expect(tomorrow.body.data.schedules).toHaveLength(10);
    expect(tomorrow.body.data.has_more).toBe(true);
    // qty counts the Golongan IV cars (5 m) that still fit online: KMP Sumut II's 140 lane-m less the
    // 40 % held for walk-in sales until 2 hours before departure = 84 m → 16 cars.
    expect(tomorrow.body.data.schedules[0]).toMatchObject({
      issuedTime: '06:30:00',
      issuedDate: '2026-11-24',
      qty: 16,
    });
    const p1 = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: '2026-11-24' },
      query: { fromRoute: 2, toRoute: 1, page: 1 },
    });
    expect(p1.body.data.schedules).toHaveLength(2);
    expect(p1.body.data.has_more).toBe(false);
  });

  it('exactly 60 minutes away is still listed, 59 is not', async () => {
    const at60 = await createDeparture(s, { minutesAhead: 61 });
    const date = at60.issuedDate;
    const listed = async () =>
      (
        await s.api.get('/api/schedule/get-all/{date}', { params: { date }, query: { size: 50 } })
      ).body.data.schedules.map((x: { id: number }) => x.id);
    expect(await listed()).toContain(at60.id);
    s.clock.advance(at60.departureAt.getTime() - s.clock.now() - 60 * 60_000);
    expect(await listed()).toContain(at60.id);
    s.clock.advance(1000);
    expect(await listed()).not.toContain(at60.id);
  });

  it('covers today through today+30 (TIMETABLE_HORIZON_DAYS) with the home call size 3', async () => {
    const home = await s.api.get('/api/schedule/get-all/{date}', {
      params: { date: '2026-12-01' },
      query: { fromRoute: 1, toRoute: 2, page: 0, size: 3 },
    });
    expect(home.body.data.schedules).toHaveLength(3);
    const last = await s.api.get('/api/schedule/get-all/{date}', { params: { date: '2026-12-23' } });
    expect(last.body.data.schedules).toHaveLength(10);
    const after = await s.api.get('/api/schedule/get-all/{date}', { params: { date: '2026-12-24' } });
    expect(after.body.data.schedules).toEqual([]);
  });

  it('400 for a malformed or impossible date and bad filters', async () => {
    for (const date of ['2026-2-3', '2026-02-30', 'today', '20261123']) {
      expect((await s.api.get('/api/schedule/get-all/{date}', { params: { date } })).status).toBe(400);
    }
    const params = { date: '2026-11-24' };
    expect((await s.api.get('/api/schedule/get-all/{date}', { params, query: { fromRoute: 'x' } })).status).toBe(400);
    expect((await s.api.get('/api/schedule/get-all/{date}', { params, query: { size: 0 } })).status).toBe(400);
    expect((await s.api.get('/api/schedule/get-all/{date}', { params, query: { page: 1.5 } })).status).toBe(400);
  });

  it('returns one schedule by id, 404 when unknown, 401 without a token', async () => {
    const user = await createUser(s);
    const dep = await createDeparture(s, { capacity: 7 });
    const res = await user.api.get('/api/schedule/get/{id}', { params: { id: dep.id } });
    expect(res.body.data).toMatchObject({
      id: dep.id,
      qty: 7,
      issuedDate: dep.issuedDate,
      issuedTime: dep.issuedTime,
      fromRoute: { route: 'Simanindo' },
    });
    const missing = await user.api.get('/api/schedule/get/{id}', { params: { id: 9_999_999 } });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Schedule not found.' } });
    expect((await s.api.get('/api/schedule/get/{id}', { params: { id: dep.id } })).status).toBe(401);
    expect((await user.api.get('/api/schedule/get/{id}', { params: { id: 'x' } })).status).toBe(400);
  });
});

describe('account', () => {
  it('edits the profile', async () => {
    const user = await createUser(s);
    const res = await user.api.put('/api/user/edit', {
      body: { name: 'Budi S.', domicile: 'Samosir', gender: 'Laki - Laki', age: 41 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      name: 'Budi S.',
      domicile: 'Samosir',
      gender: 'Laki - Laki',
      age: 41,
    });
    expect((await user.api.get('/api/user/get')).body.data.age).toBe(41);
    const bad = await user.api.put('/api/user/edit', { body: { name: 'B', domicile: 'S', gender: 'L', age: 41 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/gender/);
    const str = await user.api.put('/api/user/edit', {
      body: { name: 'B', domicile: 'S', gender: 'Perempuan', age: '41' },
    });
    expect(str.status).toBe(400);
    expect(
      (await s.api.put('/api/user/edit', { body: { name: 'B', domicile: 'S', gender: 'Perempuan', age: 4 } })).status,
    ).toBe(401);
  });

  it('changes the password after checking the current one', async () => {
    const user = await createUser(s);
    const wrong = await user.api.put('/api/user/change-password', {
      body: { password: 'bukan-ini-1', new_password: 'baru-sekali-1' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'User password incorrect.' } });
    const short = await user.api.put('/api/user/change-password', {
      body: { password: PASSWORD, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    const ok = await user.api.put('/api/user/change-password', {
      body: { password: PASSWORD, new_password: 'baru-sekali-1' },
    });
    expect(ok.status).toBe(200);
    const login = await s.api.post('/api/auth/login', {
      body: { phone_number: user.phone, password: 'baru-sekali-1' },
    });
    expect(login.status).toBe(200);
    expect(
      (await s.api.put('/api/user/change-password', { body: { password: PASSWORD, new_password: 'baru-sekali-1' } }))
        .status,
    ).toBe(401);
  });

  it('deletes the account; its number can register again', async () => {
    const user = await createUser(s);
    expect((await user.api.delete('/api/user/delete')).status).toBe(200);
    expect((await user.api.get('/api/user/get')).status).toBe(401);
    expect((await user.api.delete('/api/user/delete')).status).toBe(401);
    const login = await s.api.post('/api/auth/login', { body: { phone_number: user.phone, password: PASSWORD } });
    expect(login.body.message).toBe('User phone number not found in our records.');
    expect((await s.api.get('/api/auth/check-phone-number/{phone}', { params: { phone: user.phone } })).status).toBe(
      200,
    );
  });
});
