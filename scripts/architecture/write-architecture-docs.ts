#!/usr/bin/env node
// `npm run docs`: writes the generated parts of docs/ARCHITECTURE.md — the API's modules with their
// purposes (each module's MODULE.md) and the module dependency graph (Mermaid) — between their marker
// comments (architecture-docs.ts). scripts/architecture/architecture-docs.test.ts fails while the
// committed file differs from what this writes.
import fs from 'node:fs';
import { architectureFile, renderArchitectureDocs } from './architecture-docs.ts';

let docs: string;
try {
  docs = renderArchitectureDocs();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (fs.readFileSync(architectureFile, 'utf8') === docs) console.log('docs/ARCHITECTURE.md is up to date.');
else {
  fs.writeFileSync(architectureFile, docs);
  console.log(`Wrote ${architectureFile}.`);
}
