import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { HttpReply, HttpRequest } from './http.js';

// How every API answer is compressed (bootstrap gives these to @fastify/compress): answers of
// 1 KB and more, when the client takes it, brotli at quality 2 (on a dashboard's JSON it writes
// as small an answer as quality 4 in about half the time, and halved the API's CPU per dashboard
// request in bench:http), else gzip.
export const API_COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
};

type Encoding = 'br' | 'gzip';

// @fastify/compress's reading of Accept-Encoding: `*` and `x-gzip` stand for gzip.
const encodingFor = (request: HttpRequest): Encoding | null => {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), API_COMPRESSION.encodings);
};

const varyOnEncoding = (reply: HttpReply): void => {
  const vary = reply.getHeader('Vary');
  if (vary === undefined) reply.header('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/iu.test(String(vary)))
    reply.header('Vary', `${vary}, Accept-Encoding`);
};

// One body and its compressed copies, each made the first time a client asks for it.
class Body {
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly compressible: boolean;

  constructor(readonly text: string) {
    this.compressible = Buffer.byteLength(text) >= API_COMPRESSION.threshold;
  }

  in(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (bytes === undefined) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.text, API_COMPRESSION.brotliOptions)
          : gzipSync(this.text);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

// Answers sent many times unchanged (a list the read side keeps until it changes): each body is
// written and compressed once per encoding asked for, and kept as long as what it was made from
// is (the key object), so the compression work follows the read side's own cache.
export class CompressedBodies<K extends object> {
  private readonly bodies = new WeakMap<K, Body>();

  constructor(private readonly write: (key: K) => string) {}

  // The answer for `key` in the encoding the request takes, with the headers that say so (the
  // caller sets the content type). Small bodies go as they are, as @fastify/compress sends them.
  send(request: HttpRequest, reply: HttpReply, key: K): string | Buffer {
    let body = this.bodies.get(key);
    if (body === undefined) {
      body = new Body(this.write(key));
      this.bodies.set(key, body);
    }
    varyOnEncoding(reply);
    const encoding = encodingFor(request);
    if (encoding === null || !body.compressible) return body.text;
    reply.header('Content-Encoding', encoding);
    return body.in(encoding);
  }
}
