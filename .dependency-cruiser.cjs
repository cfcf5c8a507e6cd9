/**
 * The layers docs/ARCHITECTURE.md promises, checked by `npm run lint` (decision 033).
 * Every rule is an error: the tree holds none of these (issue #18 removed the last).
 */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-other-feature',
      comment: 'A web feature uses another only through components/, lib/ or app/ (the route table), never by reaching into it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-to-api',
      comment: 'The web app talks to the API over HTTP; what both need lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'shared-to-apps',
      comment: 'packages/shared is used by both apps and depends on neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'module-to-other-repository',
      comment: 'A module uses another module through its service (or a small exported function), never its repository.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/[^/]+[.]repository[.]ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'routes-to-repository',
      comment: 'Routes call services; SQL lives behind them.',
      severity: 'error',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '[.]repository[.]ts$' },
    },
    {
      name: 'no-circular-modules',
      comment: 'Two API modules that import each other are one module, or need a third (or a small file of the one, as verification/scans.ts).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { circular: true, path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
