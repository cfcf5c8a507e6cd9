#!/usr/bin/env node
// `npm run docs:privacy`: writes docs/privacy.md, the operator's record of processing (GDPR art. 30) and
// guide to people's requests, from the retention table, the privacy page's English texts and
// scripts/privacy/privacy.template.md. scripts/privacy/privacy-docs.test.ts fails while the committed
// file differs from what this writes.
import fs from 'node:fs';
import { privacyDocsFile, renderPrivacyDocs } from './privacy-docs.ts';

const docs = renderPrivacyDocs();
const before = fs.existsSync(privacyDocsFile) ? fs.readFileSync(privacyDocsFile, 'utf8') : null;
if (before === docs) console.log('docs/privacy.md is up to date.');
else {
  fs.writeFileSync(privacyDocsFile, docs);
  console.log(`Wrote ${privacyDocsFile.pathname}.`);
}
