import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_KEYS,
  ORDER_DRAFT_KEYS,
  STORAGE_KEYS,
  createMemoryBackend,
  createStorage,
  isSafeNavigationUrl,
  storage,
  type StorageBackend,
  type StorageKey,
  type StorageValues,
} from '../../src/lib/storage';

const valid: StorageValues = {
  authToken: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3OTUzMTczMDB9.c2ln',
  user: { id: 7, name: 'Budi', phone_number: '081234567890', age: null, gender: 'Laki - Laki', domicile: 'Medan' },
  otp: { name: 'Budi', phone_number: '081234567890', context: 'register' },
  navigationParams: { from: 1, to: 2, date: '2026-11-23' },
  scheduleId: 42,
  pengemudi: { name: 'Budi', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' },
  penumpang: [{ passengerTypeId: 2, name: 'Ani', age: 0, domicile: 'Tigaras' }],
  kendaraan: {
    plate_number: 'BK 1234 ABC',
    vehicle_type: {
      id: 3,
      vehicleClass: 'Golongan IV',
      vehicleType: 'Mobil penumpang',
      price: 150000,
      insuranceFee: 2000,
    },
  },
  schedule: {
    id: 42,
    issuedTime: '08:30:00',
    issuedDate: '2026-11-23',
    fromRoute: { id: 1, route: 'Simanindo' },
    toRoute: { id: 2, route: 'Tigaras' },
    qty: 3,
  },
  passengerFee: [{ id: 2, fee: 10000, feeType: 'ANAK-ANAK', insuranceFee: 300, description: 'Di bawah 5 tahun' }],
  passengerTypeCounts: { '1': 2, '2': 0 },
  paymentUrl: 'https://pay.example.test/checkout/abc',
  paymentData: { paymentUrl: '/api/payments/simulator/abc', timestamp: 1_795_317_300_000 },
  firstView: true,
  profilePromptLater: '2026-11-22',
  simpanProfil: { on: true, genders: { sari: 'Perempuan' } },
  ports: [
    { id: 1, route: 'Simanindo' },
    { id: 2, route: 'Tigaras' },
  ],
  language: 'en',
};

// For every key, JSON that parses but has the wrong shape.
const tampered: Record<StorageKey, unknown[]> = {
  authToken: ['', 42, { token: 'x' }],
  user: [{ ...valid.user, id: '7' }, { name: 'Budi' }, [valid.user]],
  otp: [{ phone_number: '0812', context: 'login' }, { context: 'register' }],
  navigationParams: [
    { from: 1, to: 2, date: '2026-02-30' },
    { from: '1', to: 2, date: '2026-11-23' },
    { from: 1, to: 2, date: '2026-11-23', tanggal: '2026-11-31' },
  ],
  scheduleId: ['42', 0, -1, 1.5],
  pengemudi: [{ ...valid.pengemudi, age: '40' }, {}],
  penumpang: [{}, [{ passengerTypeId: 2, name: 'Ani' }]],
  kendaraan: [
    { plate_number: 'B 1 A' },
    { ...valid.kendaraan, vehicle_type: { ...valid.kendaraan.vehicle_type, price: -1 } },
  ],
  schedule: [{ ...valid.schedule, fromRoute: null }, { id: 42 }],
  passengerFee: [{}, [{ id: 2, fee: '10000' }]],
  passengerTypeCounts: [{ '1': -1 }, { '1': 1.5 }, { '1': '2' }, [1, 2]],
  paymentUrl: ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi', 'not a url', ''],
  paymentData: [
    { paymentUrl: 'javascript:alert(1)', timestamp: 1 },
    { paymentUrl: '/pay', timestamp: '1' },
  ],
  firstView: ['true', 1, null],
  profilePromptLater: ['2026-02-30', '22-11-2026', 20261122, true],
  simpanProfil: [true, { on: 'ya', genders: {} }, { on: true, genders: { sari: 1 } }],
  ports: [{ id: 1 }, [{ id: '1', route: 'Simanindo' }], [{ id: 0, route: 'Simanindo' }], 'Simanindo'],
  // Corrupt storage is discarded (issue #40): only 'id' or 'en'.
  language: ['EN', 'fr', 1, null, ['en']],
};

// Not JSON at all, or JSON no key accepts at top level.
const garbage = ['{not json', 'undefined', '', 'NaN', "'single'", 'null', '{"__proto__":', '\u0000'];

function setup(): { backend: StorageBackend; s: ReturnType<typeof createStorage> } {
  const backend = createMemoryBackend();
  return { backend, s: createStorage(backend) };
}

describe('createStorage', () => {
  it('has a schema for each of the 14 keys of the spec, the profile prompt’s day (issue #21), the ports (#38) and the language (#40)', () => {
    expect([...STORAGE_KEYS].sort()).toEqual(
      [
        'authToken',
        'user',
        'otp',
        'navigationParams',
        'scheduleId',
        'pengemudi',
        'penumpang',
        'kendaraan',
        'schedule',
        'passengerFee',
        'passengerTypeCounts',
        'paymentUrl',
        'paymentData',
        'firstView',
        'profilePromptLater',
        'ports',
        'simpanProfil',
        'language',
      ].sort(),
    );
  });

  it('round-trips a valid value for every key', () => {
    const { s } = setup();
    for (const key of STORAGE_KEYS) {
      s.set(key, valid[key]);
      expect(s.get(key)).toEqual(valid[key]);
    }
  });

  it('stores every value as JSON, the auth token too', () => {
    const { s, backend } = setup();
    s.set('authToken', 'abc.def.ghi');
    s.set('scheduleId', 42);
    expect(backend.getItem('authToken')).toBe('"abc.def.ghi"');
    expect(backend.getItem('scheduleId')).toBe('42');
  });

  it('reads a missing key as null', () => {
    const { s } = setup();
    for (const key of STORAGE_KEYS) expect(s.get(key)).toBeNull();
  });

  it('removes corrupt JSON under any of the 14 keys and returns null', () => {
    for (const key of STORAGE_KEYS) {
      for (const raw of garbage) {
        const { s, backend } = setup();
        backend.setItem(key, raw);
        expect(s.get(key), `${key} = ${JSON.stringify(raw)}`).toBeNull();
        expect(backend.getItem(key)).toBeNull();
      }
    }
  });

  it('removes a tampered or wrongly shaped value under each key and returns null', () => {
    for (const key of STORAGE_KEYS) {
      for (const value of tampered[key]) {
        const { s, backend } = setup();
        backend.setItem(key, JSON.stringify(value));
        expect(s.get(key), `${key} = ${JSON.stringify(value)}`).toBeNull();
        expect(backend.getItem(key)).toBeNull();
      }
    }
  });

  it('does not accept a raw, unquoted auth token', () => {
    const { s, backend } = setup();
    backend.setItem('authToken', 'abc.def.ghi');
    expect(s.get('authToken')).toBeNull();
  });

  it('never returns or keeps a password found in the OTP draft', () => {
    const { s, backend } = setup();
    backend.setItem('otp', JSON.stringify({ ...valid.otp, password: 'rahasia123' }));
    expect(s.get('otp')).toEqual(valid.otp);
    expect(backend.getItem('otp')).not.toContain('rahasia123');
  });

  it('never writes a password into the OTP draft', () => {
    const { s, backend } = setup();
    s.set('otp', { ...valid.otp, password: 'rahasia123' } as StorageValues['otp']);
    expect(backend.getItem('otp')).not.toContain('rahasia123');
    expect(s.get('otp')).toEqual(valid.otp);
  });

  it('reads a passenger type without a description as an empty description', () => {
    const { s, backend } = setup();
    backend.setItem(
      'passengerFee',
      JSON.stringify([{ id: 1, fee: 20000, feeType: 'DEWASA', insuranceFee: 500, description: null }]),
    );
    expect(s.get('passengerFee')).toEqual([
      { id: 1, fee: 20000, feeType: 'DEWASA', insuranceFee: 500, description: '' },
    ]);
  });

  it('accepts a user whose profile is incomplete', () => {
    const { s } = setup();
    s.set('user', { id: 1, name: 'Ani', phone_number: '081234567890' });
    expect(s.get('user')).toEqual({ id: 1, name: 'Ani', phone_number: '081234567890' });
  });

  describe('set with an invalid value', () => {
    beforeEach(() => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('ignores it with a warning and keeps the previous value', () => {
      const { s } = setup();
      s.set('scheduleId', 42);
      s.set('scheduleId', -5);
      expect(s.get('scheduleId')).toBe(42);
      expect(console.warn).toHaveBeenCalledTimes(1);
    });

    it('refuses a javascript: payment URL', () => {
      const { s, backend } = setup();
      s.set('paymentUrl', 'javascript:alert(1)');
      expect(backend.getItem('paymentUrl')).toBeNull();
    });
  });

  it('clearDraft removes what login clears and keeps the session and search', () => {
    const { s } = setup();
    for (const key of STORAGE_KEYS) s.set(key, valid[key]);
    s.clearDraft();
    const left = STORAGE_KEYS.filter((k) => s.get(k) !== null).sort();
    expect(left).toEqual([
      'authToken',
      'firstView',
      'language',
      'navigationParams',
      'paymentData',
      'ports',
      'profilePromptLater',
      'scheduleId',
      'user',
    ]);
    expect([...DRAFT_KEYS].sort()).toEqual([
      'kendaraan',
      'otp',
      'passengerFee',
      'passengerTypeCounts',
      'paymentUrl',
      'pengemudi',
      'penumpang',
      'schedule',
      'simpanProfil',
    ]);
  });

  it('clearOrderDraft removes the whole order in progress and keeps session, OTP and search', () => {
    const { s } = setup();
    for (const key of STORAGE_KEYS) s.set(key, valid[key]);
    s.clearOrderDraft();
    const left = STORAGE_KEYS.filter((k) => s.get(k) !== null).sort();
    expect(left).toEqual([
      'authToken',
      'firstView',
      'language',
      'navigationParams',
      'otp',
      'ports',
      'profilePromptLater',
      'user',
    ]);
    expect(ORDER_DRAFT_KEYS).toContain('paymentData');
    expect(ORDER_DRAFT_KEYS).toContain('scheduleId');
  });

  it('clear removes everything', () => {
    const { s, backend } = setup();
    for (const key of STORAGE_KEYS) s.set(key, valid[key]);
    backend.setItem('other', 'x');
    s.clear();
    for (const key of STORAGE_KEYS) expect(s.get(key)).toBeNull();
    expect(backend.getItem('other')).toBeNull();
  });

  it('remove deletes one key', () => {
    const { s } = setup();
    s.set('firstView', false);
    s.remove('firstView');
    expect(s.get('firstView')).toBeNull();
  });

  it('never throws when localStorage throws on every call, and keeps values in memory', () => {
    const broken: StorageBackend = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      clear: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const s = createStorage(broken);
    expect(s.get('user')).toBeNull();
    expect(() => s.set('scheduleId', 42)).not.toThrow();
    expect(s.get('scheduleId')).toBe(42);
    expect(() => s.remove('scheduleId')).not.toThrow();
    expect(s.get('scheduleId')).toBeNull();
    expect(() => s.clear()).not.toThrow();
    expect(() => s.clearDraft()).not.toThrow();
    expect(() => s.clearOrderDraft()).not.toThrow();
  });

  it('keeps a value in memory when the write fails on quota', () => {
    const backend = createMemoryBackend();
    const full: StorageBackend = {
      ...backend,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const s = createStorage(full);
    s.set('firstView', true);
    expect(s.get('firstView')).toBe(true);
  });

  it('works from memory without a backend, each instance on its own', () => {
    const a = createStorage();
    const b = createStorage(null);
    a.set('scheduleId', 1);
    expect(a.get('scheduleId')).toBe(1);
    expect(b.get('scheduleId')).toBeNull();
  });
});

describe('the default storage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('uses localStorage', () => {
    storage.set('firstView', true);
    expect(localStorage.getItem('firstView')).toBe('true');
    localStorage.setItem('scheduleId', '{oops');
    expect(storage.get('scheduleId')).toBeNull();
    expect(localStorage.getItem('scheduleId')).toBeNull();
  });
});

describe('isSafeNavigationUrl', () => {
  it('allows http(s) and same-origin paths only', () => {
    expect(isSafeNavigationUrl('https://pay.example.test/x')).toBe(true);
    expect(isSafeNavigationUrl('http://localhost:8081/pay/1')).toBe(true);
    expect(isSafeNavigationUrl('/api/payments/simulator/1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'pay/1',
      '',
    ]) {
      expect(isSafeNavigationUrl(bad)).toBe(false);
    }
  });
});
