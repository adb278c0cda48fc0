// The peak day's short form (issue #39 item 5): bench/peak's whole scenario at 1/20 scale — the
// opening's open arrivals and scalpers with a kill -9, the week's jump, the booths, the late payers,
// the officers (one phone offline), the 14:00 hold with two cancellations and the stranded choices
// with a second kill -9 — on the real server processes, with its invariants. On PostgreSQL (CI) two
// instances; on PGlite one (scripts/test.mjs runs it there too). Then a closure notice is sent a
// second time, and the same invariants must fail the run: the check can fail.
import { describe, expect, it } from 'vitest';
import { runPeak } from '../../bench/peak/run';
import { ON_POSTGRES } from './helpers';

describe(`the peak day at 1/20 (${ON_POSTGRES ? 'PostgreSQL, two instances' : 'PGlite, one instance'})`, () => {
  it('holds every invariant through the day, and fails when a notice is sent twice', async () => {
    const lines: string[] = [];
    const { ok, honest, data } = await runPeak({
      scale: 0.05,
      seed: 20270311,
      single: !ON_POSTGRES,
      out: null,
      fault: 'double-notice',
      log: (line) => lines.push(line),
    });
    const broken = honest.filter((i) => !i.ok);
    expect(broken, `${broken.map((i) => `${i.name}: ${i.detail}`).join('\n')}\n${lines.join('\n')}`).toEqual([]);
    expect(honest.map((i) => i.name)).toEqual([
      'capacity',
      'orders',
      'ledger',
      'notices',
      'manifests',
      'boarding',
      'no-5xx',
      'crash-requests',
    ]);

    // The day happened: sold online and at the booth, boarded, closed, and two instances killed.
    const total = (f: (d: (typeof data.departures)[number]) => number) => data.departures.reduce((n, d) => n + f(d), 0);
    expect(total((d) => d.soldOnline)).toBeGreaterThan(0);
    expect(total((d) => d.soldBooth)).toBeGreaterThan(0);
    expect(total((d) => d.boarded)).toBeGreaterThan(0);
    expect(data.departures.filter((d) => d.status === 'cancelled')).toHaveLength(2);
    expect(data.crashes.map((c) => c.label)).toEqual(['opening', 'rebooking rush']);
    expect(data.noticesSent.length).toBeGreaterThan(0);
    // The scalpers were held to MAX_UNPAID_ORDERS (3): the rest of their orders were told 429.
    expect(lines.join('\n')).toMatch(/scalpers \{[^}]*"429":[1-9]/);

    // The fault: one closure notice sent twice breaks exactly the notices invariant.
    expect(ok).toBe(false);
    expect(data.invariants.filter((i) => !i.ok).map((i) => i.name)).toEqual(['notices']);
  }, 600_000);
});
