import path from 'node:path';
import { reportBundleSizes } from './bundle-size.js';
import { reportHttp } from './http.js';

/** `npm run bench`: prints figures; asserts nothing (performance is not a test). */
reportBundleSizes(path.resolve(import.meta.dirname, '../apps/web/dist'));
await reportHttp();
