/**
 * A supertest body parser that keeps a response as bytes (a PDF, an image), for
 * `request(app).get(…).buffer(true).parse(binaryBody)`: `res.body` is then a Buffer.
 */
export function binaryBody(res: unknown, done: (err: Error | null, body: Buffer) => void): void {
  // Supertest hands a parser the response stream, typed as superagent's response rather than a stream.
  const stream = res as NodeJS.ReadableStream;
  const parts: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => parts.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(parts)));
}
