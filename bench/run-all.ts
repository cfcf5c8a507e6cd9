import path from 'node:path';
import { reportBundleSizes } from './bundle-size.js';
import { reportHttp } from './http.js';
import { reportVerify } from './verify.js';

/** `npm run bench`: prints figures; asserts nothing (performance is not a test). */
reportBundleSizes(path.resolve(import.meta.dirname, '../apps/web/dist'));
const only = process.argv[2];
if (!only || only === 'http') await reportHttp();
if (!only || only === 'verify') await reportVerify();
