#!/usr/bin/env node
// Part of `npm run lint` (issue #29 item 3, decision 073): folders and URL prefixes agree. Every route the
// API declares (`app.get('/api/…')`, `.post`, `.route({ url })`, …, read from the syntax tree of every
// file of apps/api/src) is served by the module its path names — `/api/<name>/…` (or `/<name>/…`
// outside the API), the module folder `<name>` or `<name>s` —, or the file declaring it says why not, in
// a line of its own:
//
//   // prefix-exception: /api/bikes — the theft owns the report; the URL nests it under the bike it concerns
//
// A route whose prefix names another module, or none, without such a line fails; so does a declared
// exception no route of its file uses (it would outlive the route it explained). Paths must be literal:
// a string, a template of literals, or a `const` of this file or one it imports. `--list` prints every
// route with its module (method, path, module, file) and changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = path.resolve(root, process.env.ROUTE_PREFIXES_ROOT ?? 'apps/api/src');
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const EXCEPTION = /^\s*(?:\/\/|\*)\s*prefix-exception:\s*(\/\S*)\s+—\s+(\S.*)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield full;
  }
}

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) parsed.set(file, ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file);
}

/** The values of a `const` named `name` in a file (top level), following an import to another file of the tree. */
function constantOf(file, name, seen) {
  const sf = parse(file);
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return valuesOf(file, declaration.initializer, seen);
    }
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      const specifier = statement.moduleSpecifier.text;
      for (const element of statement.importClause.namedBindings.elements) {
        if (element.name.text !== name || !specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (fs.existsSync(target)) return constantOf(target, (element.propertyName ?? element.name).text, seen);
      }
    }
  }
  return undefined;
}

/** The initializer of the nearest `const` of that name in a block around an identifier (not the file's top level). */
function localConstOf(identifier) {
  for (let node = identifier.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if (!ts.isBlock(node)) continue;
    for (const statement of node.statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === identifier.text && declaration.initializer) return declaration.initializer;
    }
  }
  return undefined;
}

const unwrap = (node) => (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node);

/**
 * The values a loop variable takes: `for (const url of ['/a', '/b'])`, or one place of a tuple in
 * `for (const [url, summary] of [['/a', '…'], ['/b', '…']] as const)`.
 */
function loopValuesOf(file, identifier, seen) {
  for (let node = identifier.parent; node; node = node.parent) {
    if (!ts.isForOfStatement(node) || !ts.isVariableDeclarationList(node.initializer)) continue;
    const binding = node.initializer.declarations[0]?.name;
    const list = unwrap(node.expression);
    if (!binding || !ts.isArrayLiteralExpression(list)) continue;
    let pick = null;
    if (ts.isIdentifier(binding) && binding.text === identifier.text) pick = (element) => element;
    if (ts.isArrayBindingPattern(binding)) {
      const at = binding.elements.findIndex((e) => ts.isBindingElement(e) && ts.isIdentifier(e.name) && e.name.text === identifier.text);
      if (at !== -1) pick = (element) => (ts.isArrayLiteralExpression(unwrap(element)) ? unwrap(element).elements[at] : undefined);
    }
    if (!pick) continue;
    const values = [];
    for (const element of list.elements) {
      const picked = pick(element);
      const some = picked && valuesOf(file, picked, seen);
      if (!some) return undefined;
      values.push(...some);
    }
    return values;
  }
  return undefined;
}

/** The strings an expression can be (a loop variable: each of its values), or undefined when that takes running the code. */
function valuesOf(file, node, seen = new Set()) {
  node = unwrap(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isIdentifier(node)) {
    const inLoop = loopValuesOf(file, node, seen);
    if (inLoop) return inLoop;
    const local = localConstOf(node);
    if (local) return valuesOf(file, local, seen);
    const key = `${file}#${node.text}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    return constantOf(file, node.text, seen);
  }
  if (ts.isConditionalExpression(node)) {
    const [whenTrue, whenFalse] = [valuesOf(file, node.whenTrue, seen), valuesOf(file, node.whenFalse, seen)];
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
  }
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = valuesOf(file, span.expression, seen);
      if (!parts) return undefined;
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
    }
    return texts;
  }
  return undefined;
}

/** Every route a file declares: `{ method, url, line }`, or `{ unreadable, line }` for a path that is not literal. */
function routesOf(file) {
  const sf = parse(file);
  const found = [];
  const line = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const [first] = node.arguments;
      if (METHODS.has(name) && first && node.arguments.length >= 2) {
        const urls = valuesOf(file, first);
        if (urls?.every((url) => url.startsWith('/'))) for (const url of urls) found.push({ method: name.toUpperCase(), url, line: line(node) });
        else if (!urls && /path|url|route/i.test(first.getText(sf))) found.push({ unreadable: first.getText(sf), line: line(node) });
      }
      if (name === 'route' && first && ts.isObjectLiteralExpression(first)) {
        const prop = (key) => {
          const found = first.properties.find((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText(sf) === key);
          return found && (ts.isPropertyAssignment(found) ? found.initializer : found.name);
        };
        const urlNode = prop('url');
        const methodNode = prop('method') && unwrap(prop('method'));
        const urls = urlNode && valuesOf(file, urlNode);
        const methods =
          methodNode && (ts.isArrayLiteralExpression(methodNode) ? methodNode.elements.flatMap((e) => valuesOf(file, e)) : valuesOf(file, methodNode));
        if (!urls || !methods || methods.some((m) => m === undefined)) found.push({ unreadable: first.getText(sf).slice(0, 60), line: line(node) });
        else for (const url of urls) for (const method of methods) found.push({ method: method.toUpperCase(), url, line: line(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The prefix a path names: `/api/<segment>` inside the API, `/<segment>` outside it (`/api` for the API's root). */
function prefixOf(url) {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') return { prefix: segments[1] ? `/api/${segments[1]}` : '/api', segment: segments[1] ?? '' };
  return { prefix: `/${segments[0] ?? ''}`, segment: segments[0] ?? '' };
}

const modulesDir = path.join(source, 'modules');
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/** The module a path segment names: the folder of that name, or of its plural. */
const moduleNamed = (segment) => modules.find((m) => m === segment || m === `${segment}s`) ?? null;

const list = [];
const problems = [];
for (const file of files(source)) {
  const relative = path.relative(source, file).split(path.sep).join('/');
  const routes = routesOf(file);
  if (routes.length === 0) continue;
  const owner = /^modules\/([^/]+)\//.exec(relative)?.[1] ?? null;
  const exceptions = new Map();
  for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = EXCEPTION.exec(text);
    if (m) exceptions.set(m[1], m[2]);
  }
  const used = new Set();
  for (const route of routes) {
    if ('unreadable' in route) {
      problems.push(`apps/api/src/${relative}:${route.line}: a route's path is not a literal (${route.unreadable}): name it with a string or a const`);
      continue;
    }
    const { prefix, segment } = prefixOf(route.url);
    const named = moduleNamed(segment);
    list.push({ method: route.method, url: route.url, module: owner ?? path.dirname(relative), file: relative, named, exception: exceptions.get(prefix) });
    // Routes outside modules/ (plugins: /metrics, /api/docs) belong to no module.
    if (!owner || named === owner) continue;
    if (exceptions.has(prefix)) {
      used.add(prefix);
      continue;
    }
    const says = named ? `names the ${named} module` : 'names no module';
    problems.push(
      `apps/api/src/${relative}:${route.line}: ${route.method} ${route.url} ${says} but is served by ${owner}: move it to ${named ?? 'a module of that name'}, or say why in this file: // prefix-exception: ${prefix} — <reason>`,
    );
  }
  for (const prefix of exceptions.keys())
    if (!used.has(prefix)) problems.push(`apps/api/src/${relative}: prefix-exception ${prefix} explains no route of this file (remove it)`);
}

if (process.argv.includes('--list')) {
  list.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  if (process.argv.includes('--json')) console.log(JSON.stringify(list, null, 2));
  else
    for (const r of list) console.log(`${r.method.padEnd(6)} ${r.url.padEnd(56)} ${r.module.padEnd(14)} ${r.file}${r.exception ? `  (${r.exception})` : ''}`);
  process.exit(0);
}
for (const problem of problems) console.error(`route-prefixes: ${problem}`);
console.log(`route-prefixes: ${list.length} routes, ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
