export type BodyResult =
  | { kind: 'ok'; text: string }
  /** `drained`: the rest of the body was read and thrown away, the connection can stay open. */
  | { kind: 'too-large'; drained: boolean }
  | { kind: 'too-slow' }
  | { kind: 'not-utf8' }
  /** The client went away mid-body: nobody is left to answer. */
  | { kind: 'aborted' };

const TIMED_OUT: unique symbol = Symbol('timed out');
const ABORTED: unique symbol = Symbol('aborted');

/**
 * Reads a request body as UTF-8 text, keeping at most `limit` bytes in memory and
 * waiting at most `timeoutMs` for all of it (a client trickling bytes would otherwise
 * hold its place among the requests in flight for as long as it likes).
 *
 * An oversized body up to twice the limit is read to its end and thrown away: closing a
 * connection with unread bytes makes TCP reset it, and the client would never see the
 * 413. Anything larger (declared or not) is cut off where it passes twice the limit.
 */
export async function readBodyWithLimit(
  request: Request,
  limit: number,
  timeoutMs = Number.POSITIVE_INFINITY,
): Promise<BodyResult> {
  const cutOff = 2 * limit;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > cutOff) {
    await request.body?.cancel().catch(() => undefined);
    return { kind: 'too-large', drained: false };
  }
  if (!request.body) return { kind: 'ok', text: '' };

  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    if (Number.isFinite(timeoutMs)) timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  let chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), timedOut]).catch((): typeof ABORTED => ABORTED);
      if (read === ABORTED) return { kind: 'aborted' };
      if (read === TIMED_OUT) {
        // Not awaited: a stalled client may never let the cancellation finish.
        void reader.cancel().catch(() => undefined);
        return { kind: 'too-slow' };
      }
      if (read.done) break;
      size += read.value.byteLength;
      if (size > cutOff) {
        await reader.cancel().catch(() => undefined);
        return { kind: 'too-large', drained: false };
      }
      if (size > limit) chunks = [];
      else chunks.push(read.value);
    }
  } finally {
    clearTimeout(timer);
  }
  if (size > limit) return { kind: 'too-large', drained: true };
  try {
    return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { kind: 'not-utf8' };
  }
}
