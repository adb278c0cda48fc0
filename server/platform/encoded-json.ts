// A JSON reply serialised once and compressed at most once per encoding, for answers served many
// times from a cache (schedule searches). The encoding is negotiated exactly as @fastify/compress
// does (same negotiator, same list, same threshold); for anything but br or gzip the JSON goes out
// as a string and the plugin decides as for every other reply. A reply carrying Content-Encoding is
// passed through by the plugin untouched.
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const require = createRequire(import.meta.url);
const { negotiate } = createRequire(require.resolve('@fastify/compress'))('@fastify/accept-negotiator') as {
  negotiate: (header: string, supported: string[]) => string | null;
};

/** @fastify/compress's list, in its order of preference (zstd first where zlib has it). */
const ENCODINGS = [
  ...(typeof (zlib as { createZstdCompress?: unknown }).createZstdCompress === 'function' ? ['zstd'] : []),
  'br',
  'gzip',
  'deflate',
  'identity',
];
/** Same as server/app/http.ts registers @fastify/compress with. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const GZIP_ALIAS = /\*|x-gzip/gu;

export class EncodedJson {
  private br?: Buffer;
  private gzip?: Buffer;
  readonly bytes: number;
  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      // @fastify/compress's brotli settings (quality 4).
      this.br ??= zlib.brotliCompressSync(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
      return this.br;
    }
    this.gzip ??= zlib.gzipSync(this.json);
    return this.gzip;
  }
}

export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, payload: EncodedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const accept = request.headers['accept-encoding'];
  if (
    typeof accept === 'string' &&
    request.headers['x-no-compression'] === undefined &&
    payload.bytes >= COMPRESS_THRESHOLD_BYTES
  ) {
    const encoding = negotiate(accept.toLowerCase().replace(GZIP_ALIAS, 'gzip'), ENCODINGS);
    if (encoding === 'br' || encoding === 'gzip') {
      return reply
        .header('vary', 'accept-encoding')
        .header('content-encoding', encoding)
        .send(payload.encoded(encoding));
    }
  }
  return reply.send(payload.json);
}
