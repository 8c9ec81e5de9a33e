import { createServer } from 'node:net';

/**
 * A port nothing listens on right now, picked by the OS. A port drawn at random from 40,000-50,000
 * lies in Linux's ephemeral range (32,768-60,999), where an outgoing connection may already hold it.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
