// The payment and OTP settings read from the environment (server/app/config.ts).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/app/config';

const base = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };

describe('payment and OTP configuration', () => {
  it('defaults to the simulator and the log sender', () => {
    const c = loadConfig({ ...base });
    expect(c.payment).toEqual({ provider: 'simulator' });
    expect(c.otp).toEqual({ sender: 'log' });
    expect(c.operatorKey).toBeNull();
  });

  it('midtrans needs its server key and defaults to the sandbox', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'midtrans' })).toThrow(/MIDTRANS_SERVER_KEY/);
    expect(
      loadConfig({ ...base, PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'SB-Mid-server-x' }).payment,
    ).toEqual({
      provider: 'midtrans',
      serverKey: 'SB-Mid-server-x',
      snapUrl: 'https://app.sandbox.midtrans.com/snap',
      apiUrl: 'https://api.sandbox.midtrans.com',
    });
    const prod = loadConfig({
      ...base,
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: 'Mid-server-x',
      MIDTRANS_SNAP_URL: 'https://app.midtrans.com/snap/',
      MIDTRANS_API_URL: 'https://api.midtrans.com',
    });
    expect(prod.payment).toMatchObject({
      snapUrl: 'https://app.midtrans.com/snap',
      apiUrl: 'https://api.midtrans.com',
    });
  });

  it('refuses unknown providers and malformed URLs', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'xendit' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() =>
      loadConfig({ ...base, PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'k', MIDTRANS_API_URL: 'ftp://x' }),
    ).toThrow(/MIDTRANS_API_URL/);
    expect(() => loadConfig({ ...base, OTP_SENDER: 'sms' })).toThrow(/OTP_SENDER/);
  });

  it('whatsapp needs its token and number id', () => {
    expect(() => loadConfig({ ...base, OTP_SENDER: 'whatsapp', WHATSAPP_TOKEN: 't' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(
      loadConfig({ ...base, OTP_SENDER: 'whatsapp', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '123' }).otp,
    ).toEqual({
      sender: 'whatsapp',
      token: 't',
      phoneNumberId: '123',
      apiUrl: 'https://graph.facebook.com/v21.0',
      template: 'seberang_otp',
      language: 'id',
    });
  });
});

describe('boarding pass key', () => {
  it('is required in production and must be an Ed25519 private key', async () => {
    const { generateBoardingPassKeyPem } = await import('../../server/boarding/signer');
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/BOARDING_PASS_KEY/);
    const pem = generateBoardingPassKeyPem();
    expect(loadConfig({ ...base, BOARDING_PASS_KEY: pem }).boardingPassKey).toBe(pem);
    expect(() => loadConfig({ ...base, BOARDING_PASS_KEY: 'bm90IGEga2V5' })).toThrow();
    expect(loadConfig({ ...base }).boardingPassKey).toBeNull();
  });
});

describe('development aids are closed by default (issue #14)', () => {
  it('outside production the server listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({ ...base }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('production refuses the log OTP sender and the payment simulator unless a demo variable allows each', async () => {
    const { generateBoardingPassKeyPem } = await import('../../server/boarding/signer');
    const prod = {
      ...base,
      NODE_ENV: 'production',
      BOARDING_PASS_KEY: generateBoardingPassKeyPem(),
      DEMO_NOTICE_LOG: '1',
    };
    expect(() => loadConfig(prod)).toThrow(/DEMO_OTP_LOG=1/);
    expect(() => loadConfig({ ...prod, OTP_SENDER: 'log', DEMO_PAYMENT_SIMULATOR: '1' })).toThrow(/DEMO_OTP_LOG=1/);
    expect(() => loadConfig({ ...prod, DEMO_OTP_LOG: '1' })).toThrow(/DEMO_PAYMENT_SIMULATOR=1/);
    expect(() => loadConfig({ ...prod, DEMO_OTP_LOG: '1', PAYMENT_PROVIDER: 'simulator' })).toThrow(
      /DEMO_PAYMENT_SIMULATOR=1/,
    );
    // A demo variable for one aid does not open the other, and "0" is not "yes".
    expect(() => loadConfig({ ...prod, DEMO_OTP_LOG: '0', DEMO_PAYMENT_SIMULATOR: '1' })).toThrow(/DEMO_OTP_LOG=1/);

    const demo = loadConfig({ ...prod, DEMO_OTP_LOG: '1', DEMO_PAYMENT_SIMULATOR: '1' });
    expect(demo).toMatchObject({
      otp: { sender: 'log' },
      payment: { provider: 'simulator' },
      demoOtpLog: true,
      host: '0.0.0.0',
    });

    const real = loadConfig({
      ...prod,
      OTP_SENDER: 'whatsapp',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: 'Mid-server-x',
      DEMO_OTP_LOG: '1',
    });
    expect(real).toMatchObject({ otp: { sender: 'whatsapp' }, payment: { provider: 'midtrans' }, demoOtpLog: false });
    // Outside production the log sender never needs the demo variable (and keeps its codes readable).
    expect(loadConfig({ ...base }).demoOtpLog).toBe(false);
  });

  it('production refuses the log notice sender unless DEMO_NOTICE_LOG=1 allows it (issue #37)', async () => {
    const { generateBoardingPassKeyPem } = await import('../../server/boarding/signer');
    const prod = {
      ...base,
      NODE_ENV: 'production',
      BOARDING_PASS_KEY: generateBoardingPassKeyPem(),
      DEMO_OTP_LOG: '1',
      DEMO_PAYMENT_SIMULATOR: '1',
    };
    // Unset (the default) and `log` alike; the message names the variable and both ways out.
    for (const env of [prod, { ...prod, NOTICE_SENDER: 'log' }, { ...prod, DEMO_NOTICE_LOG: '0' }]) {
      expect(() => loadConfig(env)).toThrow(/NOTICE_SENDER unset or log/);
      expect(() => loadConfig(env)).toThrow(/Set NOTICE_SENDER=whatsapp \(with PUBLIC_URL\), or DEMO_NOTICE_LOG=1/);
    }
    // The OTP's demo variable does not open the notices, nor the other way round.
    expect(() => loadConfig({ ...prod, DEMO_OTP_LOG: undefined, DEMO_NOTICE_LOG: '1' })).toThrow(/DEMO_OTP_LOG=1/);
    expect(loadConfig({ ...prod, DEMO_NOTICE_LOG: '1' }).notices).toEqual({ sender: 'log' });
    const whatsapp = {
      ...prod,
      NOTICE_SENDER: 'whatsapp',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      PUBLIC_URL: 'https://seberang.example',
    };
    expect(loadConfig(whatsapp).notices).toMatchObject({ sender: 'whatsapp' });
    // Outside production the log notice sender needs nothing.
    expect(loadConfig({ ...base }).notices).toEqual({ sender: 'log' });
  });
});
