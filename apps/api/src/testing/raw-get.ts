import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

// A raw answer: fetch would undo the content encoding and hide what went over the wire.
export const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<RawAnswer>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

// The answer's body as its content encoding says to read it.
export const decodedText = ({ headers, body }: RawAnswer): string =>
  (headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');
