import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  COPYRIGHT,
  SUPPORT_CHAT_URL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_DIGITS,
  SUPPORT_TEL_URL,
} from '../../src/lib/support';

describe('support and app info', () => {
  it('derives the call and chat links from the one support number', () => {
    expect(SUPPORT_PHONE_DIGITS).toBe('081260001234');
    expect(SUPPORT_TEL_URL).toBe('tel:+6281260001234');
    expect(SUPPORT_CHAT_URL).toBe('https://wa.me/6281260001234');
    expect(SUPPORT_PHONE).toMatch(/^08/);
  });

  it('states version 1.0.0 and the operator in the copyright line', () => {
    expect(APP_VERSION).toBe('1.0.0');
    expect(COPYRIGHT).toContain('PT Seberang Danau Toba');
  });
});
