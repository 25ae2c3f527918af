// @vitest-environment node
import { readBodyWithLimit } from '../src/http/body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://host.test/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A chunked body of `chunks` × `size` bytes that counts how many chunks were pulled. */
function countingStream(chunks: number, size: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('readBodyWithLimit', () => {
  it('reads a body of exactly the limit', async () => {
    expect(await readBodyWithLimit(post('é'.repeat(5)), 10)).toEqual({ kind: 'ok', text: 'ééééé' });
  });

  it('refuses a body one byte over, reading it to its end but keeping none of it', async () => {
    const { stream, state } = countingStream(11, 1);
    const result = await readBodyWithLimit(post(stream, { 'content-length': '11' }), 10);
    expect(result).toEqual({ kind: 'too-large', drained: true });
    expect(state.pulled).toBe(11);
  });

  it('cuts off a declared length over twice the limit without reading it', async () => {
    const { stream, state } = countingStream(100, 10);
    const result = await readBodyWithLimit(post(stream, { 'content-length': '1000' }), 10);
    expect(result).toEqual({ kind: 'too-large', drained: false });
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it('cuts off an undeclared body where it passes twice the limit', async () => {
    const { stream, state } = countingStream(1000, 1024);
    expect(await readBodyWithLimit(post(stream), 4096)).toEqual({ kind: 'too-large', drained: false });
    // 9 chunks pass 8 KiB; the stream may buffer one or two more, never the 1000.
    expect(state.pulled).toBeLessThan(14);
    expect(state.cancelled).toBe(true);
  });

  it('refuses bytes that are not UTF-8', async () => {
    expect(await readBodyWithLimit(post(new Uint8Array([0x7b, 0xff, 0x7d])), 10)).toEqual({
      kind: 'not-utf8',
    });
  });
});
