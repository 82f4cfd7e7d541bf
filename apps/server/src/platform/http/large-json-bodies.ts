import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The JSON body that carries a file of `maxBytes` in base64 (4 characters per 3 bytes), and the other fields. */
export function base64JsonBodyLimit(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
}

/**
 * JSON bodies in this scope may be as large as `limit` bytes; a larger one is refused with
 * `tooLarge()` (413, a complete answer) as soon as it is seen: by its Content-Length, or
 * while it streams in, the rest being read and dropped.
 */
export function acceptLargeJsonBodies(
  scope: FastifyInstance,
  limit: number,
  tooLarge: () => Error,
): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.addContentTypeParser(
    'application/json',
    (request: FastifyRequest, payload: NodeJS.ReadableStream, done) => {
      if (Number(request.headers['content-length']) > limit) {
        payload.resume();
        done(tooLarge(), undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      payload.on('data', (chunk: Buffer) => {
        if (finished) return;
        size += chunk.length;
        if (size > limit) {
          finished = true;
          done(tooLarge(), undefined);
        } else chunks.push(chunk);
      });
      payload.on('error', (error: Error) => {
        if (finished) return;
        finished = true;
        done(error, undefined);
      });
      payload.on('end', () => {
        if (finished) return;
        finished = true;
        void parseJson(request, Buffer.concat(chunks).toString('utf8'), done);
      });
    },
  );
}
