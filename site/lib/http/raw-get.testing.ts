// Tests' plain HTTP request with the whole answer as bytes (fetch would decode the body and hide Content-Length).
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer } = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}
