/** `npm start`: serve the demo shop on PORT (8080) with the database at DEMO_DB. */
import { startDemo } from './server';

const port = Number(process.env.PORT ?? 8080);
const dbFile = process.env.DEMO_DB ?? '.demo/shop.sqlite';

const demo = await startDemo({ port, dbFile, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Demo shop: ${demo.url}/  (database ${dbFile})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void demo.close().then(() => process.exit(0));
  });
