import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenValid, tokenExpiryMs, tokenRole } from '../../src/lib/jwt';

const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const jwt = (payload: unknown): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const EXP_SECONDS = 1_795_317_300; // 2026-11-22T03:15:00Z
const EXP_MS = EXP_SECONDS * 1000;

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload, including UTF-8 text', () => {
    expect(decodeJwtPayload(jwt({ sub: '7', name: 'Siti Ñurhaliza ✓', exp: EXP_SECONDS }))).toEqual({
      sub: '7',
      name: 'Siti Ñurhaliza ✓',
      exp: EXP_SECONDS,
    });
  });

  it('decodes payloads that need - and _ from the URL-safe alphabet', () => {
    // '???' and '>>>' encode to '/' and '+' in plain base64.
    const payload = { a: '???>>>', b: 'ÿþ' };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it('returns null for garbage instead of throwing', () => {
    const header = base64Url('{}');
    for (const bad of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      `${header}..sig`,
      `${header}.!!!.sig`,
      `${header}.${base64Url('not json')}.sig`,
      `${header}.${base64Url('null')}.sig`,
      `${header}.${base64Url('[1,2]')}.sig`,
      `${header}.${base64Url('42')}.sig`,
      `${header}.A.sig`,
      `${header}.${'_w'}.sig`, // decodes to 0xFF: not UTF-8
    ]) {
      expect(decodeJwtPayload(bad)).toBeNull();
    }
    expect(decodeJwtPayload(undefined as unknown as string)).toBeNull();
  });
});

describe('tokenExpiryMs', () => {
  it('turns exp in seconds into milliseconds', () => {
    expect(tokenExpiryMs(jwt({ exp: EXP_SECONDS }))).toBe(EXP_MS);
  });

  it('is null without a numeric exp', () => {
    expect(tokenExpiryMs(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiryMs(jwt({ exp: String(EXP_SECONDS) }))).toBeNull();
    expect(tokenExpiryMs('garbage')).toBeNull();
  });
});

describe('isTokenValid', () => {
  const token = jwt({ exp: EXP_SECONDS });

  it('accepts a token before its expiry', () => {
    expect(isTokenValid(token, EXP_MS - 1)).toBe(true);
  });

  it('rejects a token at its expiry instant', () => {
    expect(isTokenValid(token, EXP_MS)).toBe(false);
  });

  it('rejects an expired token', () => {
    expect(isTokenValid(token, EXP_MS + 60_000)).toBe(false);
  });

  it('rejects a missing, garbage or exp-less token', () => {
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid(undefined, 0)).toBe(false);
    expect(isTokenValid('', 0)).toBe(false);
    expect(isTokenValid('not.a.jwt', 0)).toBe(false);
    expect(isTokenValid(jwt({ sub: '1' }), 0)).toBe(false);
  });
});

describe('tokenRole', () => {
  it("reads the officer's, the operator's and the cashier's roles; anything else is a passenger", () => {
    expect(tokenRole(jwt({ role: 'petugas' }))).toBe('petugas');
    expect(tokenRole(jwt({ role: 'admin' }))).toBe('admin');
    expect(tokenRole(jwt({ role: 'kasir' }))).toBe('kasir');
    expect(tokenRole(jwt({ role: 'penumpang' }))).toBe('penumpang');
    expect(tokenRole(jwt({ role: 'root' }))).toBe('penumpang');
    expect(tokenRole(null)).toBe('penumpang');
    expect(tokenRole('garbage')).toBe('penumpang');
  });
});
