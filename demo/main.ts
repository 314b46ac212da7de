/** `npm start`: serve the demo shop on PORT (8080) with the database at DEMO_DB. */
import { startDemo } from './server';

const port = Number(process.env.PORT ?? 8080);
const dbFile = process.env.DEMO_DB ?? '.demo/shop.sqlite';

// DEMO_TRUST_PROXY=1 only behind a reverse proxy that sets X-Forwarded-For; DEMO_FAULTS=1 only for tests (faults.ts)
const policy = { trustForwardedFor: process.env.DEMO_TRUST_PROXY === '1', faults: process.env.DEMO_FAULTS === '1' };
const demo = await startDemo({ port, dbFile, host: process.env.HOST ?? '127.0.0.1', policy });
console.log(`Demo shop: ${demo.url}/  (database ${dbFile})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void demo.close().then(() => process.exit(0));
  });
