// A TCP link with a round trip of `rttMs` in front of a local server, as a deployed site is
// reached: every chunk waits rttMs / 2 in each direction (Node fires equal timeouts in order,
// so bytes stay in order). Loopback alone answers in well under a millisecond, which hides
// the cost of a request on the way to the first paint.
import net from 'node:net';

/** Listens on `listenPort` and forwards to `targetPort`; resolves with a close function. */
export function startDelayLink({ listenPort, targetPort, rttMs }) {
  const oneWay = rttMs / 2;
  const sockets = new Set();
  const pipeDelayed = (from, to) => {
    from.on('data', (chunk) => setTimeout(() => to.destroyed || to.write(chunk), oneWay));
    from.on('end', () => setTimeout(() => to.end(), oneWay));
    from.on('error', () => to.destroy());
    from.on('close', () => sockets.delete(from));
    sockets.add(from);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    pipeDelayed(client, upstream);
    pipeDelayed(upstream, client);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, () =>
      resolve(() => {
        for (const socket of sockets) socket.destroy();
        return new Promise((done) => server.close(done));
      }),
    );
  });
}
