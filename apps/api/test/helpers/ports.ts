// The free-port finder lives with the embedded database (db:types uses it too).
export { freePort } from '../../src/db/embedded.ts';
