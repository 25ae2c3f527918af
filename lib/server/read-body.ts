export type BodyResult = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'not-utf8' };

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes. A declared length over the
 * limit is refused before reading; an undeclared (chunked) body is read until it passes
 * the limit, then the stream is cancelled, so nothing larger is ever held in memory.
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { kind: 'too-large' };
  }
  if (!request.body) return { kind: 'ok', text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  try {
    return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { kind: 'not-utf8' };
  }
}
