#!/usr/bin/env node
// Runs before `npm start`, `npm run dev` and `npm test` (package.json "pre" scripts), on whatever Node the
// machine has: plain CommonJS that even an old Node parses. On a Node that package.json#engines does not
// accept it prints one line saying which Node is needed and how to get it, and fails; otherwise it is silent.
// `npm install` is refused earlier by npm itself (engine-strict in .npmrc). Decision 044.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const range = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).engines.node;
const parse = (version) =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
const atLeast = (have, need) => {
  for (let i = 0; i < 3; i++) if ((have[i] || 0) !== (need[i] || 0)) return (have[i] || 0) > (need[i] || 0);
  return true;
};
// engines.node is alternatives joined by `||`, each `^X.Y.Z` (that major, from X.Y.Z) or `>=X[.Y.Z]`.
const alternatives = range.split('||').map((part) => {
  const caret = part.trim().match(/^\^(\d+(?:\.\d+){0,2})$/);
  const from = part.trim().match(/^>=\s*(\d+(?:\.\d+){0,2})$/);
  if (caret) return { min: parse(caret[1]), sameMajor: true };
  if (from) return { min: parse(from[1]), sameMajor: false };
  throw new Error(`scripts/check-node.cjs cannot read engines.node "${range}"`);
});
const have = parse(process.version);
const supported = alternatives.some((a) => atLeast(have, a.min) && (!a.sameMajor || have[0] === a.min[0]));
if (!supported) {
  const wanted = alternatives.map((a) => (a.min[1] || a.min[2] ? `${a.min.slice(0, 2).join('.')}+` : `${a.min[0]}+`)).join(' or ');
  console.error(`Ritrova needs Node.js ${wanted} (you have ${process.version}): nvm install 24 (the version in .nvmrc), or see README, Requirements.`);
  process.exit(1);
}
