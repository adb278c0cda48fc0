// The logged-in scene of bench/lighthouse.mjs, made through the HTTP API the way the browser tests
// do it (e2e/support/account.ts, e2e/support/order.ts): a new account (OTP from the development
// endpoint → verify → register → login), its profile, orders on departures of the day after
// tomorrow, one of them paid on the simulator payment page (the default provider). The values
// returned are what the app keeps in localStorage (src/lib/storage.ts), to be written by
// cdp.mjs's prepareOrigin before each audit.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function client(origin) {
  const cookies = new Map();
  let token = null;
  async function request(method, path, body, { form = false, redirect = 'follow' } = {}) {
    const headers = { accept: 'application/json' };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN'));
    if (token) headers.authorization = `Bearer ${token}`;
    let payload;
    if (body !== undefined && form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body).toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${origin}${path}`, { method, headers, body: payload, redirect });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }
  async function json(method, path, body) {
    // The first request of a session gets the XSRF cookie; a write needs it.
    if (method !== 'GET' && !cookies.has('XSRF-TOKEN')) await request('GET', '/api/route/get-all');
    const response = await request(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }
  return { request, json, setToken: (t) => (token = t) };
}

function phone() {
  let digits = '';
  for (let i = 0; i < 8; i++) digits += Math.floor(Math.random() * 10);
  return `0812${digits}`;
}

/** A Jakarta calendar date `days` from today. */
function jakartaDate(days) {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function loggedInScene(origin) {
  const api = client(origin);
  const account = { phone: phone(), password: 'rahasia123', name: 'Uji Kinerja' };
  await api.json('POST', '/api/auth/otp/send', { phone_number: account.phone });
  let otp;
  for (let i = 0; i < 50 && !otp; i++) {
    const response = await api.request('GET', `/api/dev/otp/${account.phone}`);
    if (response.ok) otp = (await response.json()).data.otp;
    else await sleep(100);
  }
  if (!otp) throw new Error('fixtures: no OTP from /api/dev/otp (is the server in production mode?)');
  await api.json('POST', '/api/auth/otp/verify', { otp, phone_number: account.phone });
  await api.json('POST', '/api/auth/register', {
    name: account.name,
    phone_number: account.phone,
    password: account.password,
  });
  const token = (await api.json('POST', '/api/auth/login', { phone_number: account.phone, password: account.password }))
    .data.token;
  api.setToken(token);
  const user = (await api.json('GET', '/api/user/get')).data;

  const date = jakartaDate(2);
  const schedules = (
    await api.json('GET', `/api/schedule/get-all/${date}?fromRoute=1&toRoute=2&page=0&size=50`)
  ).data.schedules.filter((s) => s.qty > 0);
  if (schedules.length < 3) throw new Error(`fixtures: fewer than 3 departures with places on ${date}`);
  const vehicles = (await api.json('GET', '/api/vehicle/get-all')).data.vehicles;
  const passengerTypes = (await api.json('GET', '/api/passenger/get-all')).data.passengers;
  const driver = {
    name: 'Pengemudi Uji',
    phoneNumber: '081298765432',
    age: 35,
    domicile: 'Medan',
    gender: 'Laki - Laki',
  };

  async function order(schedule) {
    await api.json('POST', '/api/transaction/order', {
      plate_number: 'BK 1234 UJ',
      driver,
      passengers: [],
      schedule: schedule.id,
      vehicle: vehicles[0].id,
    });
    for (let i = 0; i < 200; i++) {
      const list = (await api.json('GET', '/api/transaction/user/get-all?isActive=true&paid=false&page=0&size=10')).data
        .transactions;
      const open = list.find((t) => t.schedule.id === schedule.id && t.paymentUrl);
      if (open) return open;
      await sleep(100);
    }
    throw new Error(`fixtures: no payment page for an order of departure ${schedule.id}`);
  }
  async function pay(tx) {
    const path = new URL(tx.paymentUrl).pathname;
    const html = await (await api.request('GET', path)).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    if (!formToken) throw new Error(`fixtures: no open payment form at ${path}`);
    const response = await api.request(
      'POST',
      path,
      { action: 'pay', method: 'VA_BCA', formToken: formToken.replaceAll('&amp;', '&') },
      { form: true, redirect: 'manual' },
    );
    if (response.status !== 303) throw new Error(`fixtures: paying ${path} → ${response.status}`);
  }

  const paid = await order(schedules[0]);
  await pay(paid);
  const session = { authToken: token, user };
  const booking = schedules[2];
  // What pesan-tiket writes as the user fills it in (spec §3 keys), read by konfirmasi-pesanan.
  const draft = {
    ...session,
    scheduleId: booking.id,
    schedule: booking,
    kendaraan: { plate_number: 'BK 1234 UJ', vehicle_type: vehicles[0] },
    pengemudi: driver,
    penumpang: [],
    passengerFee: passengerTypes,
    passengerTypeCounts: {},
  };
  return {
    session,
    draft,
    paidId: paid.id,
    bookingId: booking.id,
    /** An unpaid ticket beside the paid one, ordered now (the payment window is 15 minutes). */
    unpaid: () => order(schedules[1]),
  };
}
