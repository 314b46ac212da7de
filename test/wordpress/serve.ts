/**
 * `npm run wordpress`: the tests' WordPress (MariaDB, php -S, the plugin from its zip) kept running
 * for a look by hand; Ctrl-C stops it. Admin: admin / admin-password.
 */
import { startSite } from './site';

const running = await startSite();
console.log(`WordPress ${running.site.url}/ (admin: ${running.site.url}/wp-admin/, admin / admin-password)`);
const stop = () => void running.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
