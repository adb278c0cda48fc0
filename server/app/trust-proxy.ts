// TRUST_PROXY's parsing (./config.ts): which proxies' X-Forwarded-For headers are believed.
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in the list form of TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, `address/prefix` or `IPv4/netmask` as proxy-addr reads them. */
function proxyAddressOk(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: unset, empty, `0` or `false`: off (the socket's address is the client). `1` or
 * `true`: one hop, the nearest proxy only. A number N: N hops. Otherwise a comma-separated list of
 * the proxies' addresses or CIDRs (and proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !proxyAddressOk(e));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (1 = the nearest proxy only) or a comma-separated list of the proxies' addresses or CIDRs; '${bad.join(', ')}' is neither.`,
    );
  }
  return entries;
}
