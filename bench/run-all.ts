import path from 'node:path';
import { reportAnswerParse } from './answer-parse.js';
import { reportBackup } from './backup.js';
import { reportBikeExtras } from './bike-extras.js';
import { reportBundleSizes } from './bundle-size.js';
import { reportDataScale } from './data-scale.js';
import { reportHttp } from './http.js';
import { reportPages } from './page.js';
import { reportPlaces } from './places.js';
import { reportPush } from './push.js';
import { reportRetention } from './retention.js';
import { root } from './server.js';
import { reportSession } from './session.js';
import { reportUpload } from './upload.js';
import { reportVerify } from './verify.js';

/** `npm run bench`: prints figures; asserts nothing (performance is not a test). `npx tsx bench/run-all.ts NAME` runs one. */
const only = process.argv[2];
if (!only || only === 'bundle') reportBundleSizes(path.join(root, 'apps/web/dist'));
if (!only || only === 'http') await reportHttp();
if (!only || only === 'verify') await reportVerify();
if (!only || only === 'session') await reportSession();
if (!only || only === 'bike-extras') await reportBikeExtras();
if (!only || only === 'page') await reportPages();
// Naming a place from the shipped municipalities (decision 053): a second.
if (!only || only === 'places') reportPlaces();
if (!only || only === 'answers') reportAnswerParse();
if (!only || only === 'upload') await reportUpload();
if (!only || only === 'push') await reportPush();
// Opt-in (a fill of 10M scans takes minutes): `npx tsx bench/run-all.ts data-scale [--scale 0.1] [--data-dir DIR]`
// or `npm run bench -- data-scale` (BENCH_SCALE, BENCH_SCALE_DIR: bench/README.md).
if (only === 'data-scale') await reportDataScale();
// The retention job reducing a million scans beside the verify load (issue #26, decision 049): 2–3 minutes.
if (!only || only === 'retention') await reportRetention();
// Backup and restore of a small database and of one with 100k scans (decision 046): about a minute.
if (!only || only === 'backup') await reportBackup();
