// The bench's ports, all in one block (8830-8849 by default) so a run never shares a port
// with `npm start`, Playwright's server or another bench, and the check that a port is free
// before the bench serves on it: a server already listening there would otherwise answer
// the bench's requests, and its answers would be read as the bench's own server's (a busy
// port once turned every proxy-mode sign-up into a 429 from somebody else's server).
import net from 'node:net';

/** BENCH_PORT (8831 by default) and the ports around it, each for one server. */
export function benchPorts(base = Number(process.env.BENCH_PORT ?? 8831)) {
  return {
    /** The proxy-mode worker of proxy-faults. */
    proxy: base - 1,
    /** The bench server (wrangler dev, then workerd in the scale series). */
    server: base,
    /** The scale series' smaller sizes, each on its own server: base+1, base+2, ... */
    scaleFirst: base + 1,
    /** The scale series' runtime floor, served beside the app (after the two smaller sizes). */
    scaleFloor: base + 3,
    /** The floor pages' static server (the native details page and the React floor). */
    floor: base + 8,
  };
}

/** Resolves when nothing listens on 127.0.0.1:`port`; throws, naming the port, when something does. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err) =>
      reject(
        new Error(
          `port ${port} is in use (${err.code}): stop what serves there or move the bench with BENCH_PORT`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
