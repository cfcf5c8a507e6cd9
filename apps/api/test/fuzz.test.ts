import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';
import { createBike, createTag, signedInUser } from './helpers/factories.ts';

/**
 * Hostile input against every operation of the OpenAPI document (issue #17):
 * wrong types, NUL, lone surrogates, very long strings, deep nesting, empty,
 * missing and broken bodies, bad header values — as an anonymous client, and
 * for protected operations also as a signed-in user and as an administrator.
 * Whatever the answer, it must not be a 5xx. Every failure is collected and
 * shown at once.
 *
 * Every date and number field (query, path, JSON body, form) also gets boundary values (issue
 * #24): years 0, 1, 9999 and 10000, the last day JavaScript can hold, a day not on the calendar;
 * 0, -1, 2^31, 2^53, beyond a double, NaN and Infinity — and then random ones from fast-check.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  /** OpenAPI path, with `{name}` placeholders. */
  path: string;
  isProtected: boolean;
  parameters: Parameter[];
  body: JsonSchema | null;
  multipart: boolean;
}

interface FuzzCase {
  name: string;
  request: InjectOptions;
}

type Identity = 'anonymous' | 'user' | 'admin';

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
/** Over the 64 KiB JSON body limit: in a body it meets the limit (413); in a query, path or header it reaches the app. */
const HUGE = 'x'.repeat(100_000);
/** Long, yet within the JSON body limit, so that the route's own checks see it. */
const LONG = 'y'.repeat(60_000);
const DEPTH = 10_000;
/** Days at and past every sane bound: years 0, 1, 9999, 10000, JavaScript's last day, a day not on the calendar. */
const BOUNDARY_DAYS = ['0000-01-01', '0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '10000-01-01', '+275760-09-13', '-000001-01-01', '2026-02-30'];
/** The same as date-times, and one with an offset that moves it past the year's end. */
const BOUNDARY_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
  '10000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30T10:00:00Z',
];
/** Numbers at and past every bound, as text: a query or a form carries them so; a JSON body as literals where JSON has one. */
const BOUNDARY_NUMBERS = [
  '0',
  '-1',
  '-0',
  '2147483648',
  '9007199254740992',
  '9007199254740993',
  '1e308',
  '1e309',
  '-1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '0x10',
];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let operations: Operation[] = [];
/** Per identity: its headers for an operation, and the real ids of its resources by path parameter. */
const identities = new Map<Identity, { headers: (op: Operation) => Record<string, string>; ids: (op: Operation, name: string) => string | undefined }>();
/** Real values for body and query fields of these names (so a request goes past "not found"). */
let knownFields: Record<string, string> = {};

beforeAll(async () => {
  t = await setupTestApp();
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(docs.statusCode).toBe(200);
  operations = operationsOf(docs.json());

  const owner = await signedInUser(t.app, t.ctx, { nome: 'Fuzz', cognome: 'Owner' });
  const shop = await signedInUser(t.app, t.ctx, { role: 'shop' });
  const admin = await signedInUser(t.app, t.ctx, { role: 'admin' });
  const bike = await createBike(t.ctx, owner.user.id, { serial_number: 'FUZZ-0001' });
  const stolenBike = await createBike(t.ctx, owner.user.id, { name: 'Rubata', serial_number: 'FUZZ-0002' });
  const tag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: bike.id });
  const stolenTag = await createTag(t.ctx, { ownerId: owner.user.id, bikeId: stolenBike.id });
  const secureTag = await createTag(t.ctx, { keyVersion: 1 });
  const stolen = await t.app.inject({ method: 'POST', url: `/api/bikes/${stolenBike.id}/report-stolen`, headers: owner.headers, payload: { reward: 0 } });
  expect(stolen.statusCode).toBe(200);
  const entry = await t.app.inject({
    method: 'POST',
    url: '/api/maintenance',
    headers: owner.headers,
    payload: { bike: bike.id, serviceDate: '2025-06-01', description: 'Chain and brakes' },
  });
  expect(entry.statusCode).toBe(201);
  const maintenanceId = String(entry.json().data.id);
  knownFields = { uid: stolenTag.uid, bikeId: bike.id, bike: bike.id, serial: 'FUZZ-0002', tagUid: tag.uid };

  const ownerIds = (op: Operation, name: string) => {
    if (name === 'bikeId' || (name === 'id' && op.path.startsWith('/api/bikes/'))) return bike.id;
    if (name === 'uid') return tag.uid;
    if (name === 'id' && op.path.startsWith('/api/maintenance/')) return maintenanceId;
    return undefined;
  };
  identities.set('anonymous', { headers: () => ({}), ids: (op, name) => (name === 'uid' ? stolenTag.uid : ownerIds(op, name)) });
  // The shop's operations are fuzzed as a shop (a plain user is refused before they read anything).
  identities.set('user', { headers: (op) => (op.path.startsWith('/api/shop/') ? shop.headers : owner.headers), ids: ownerIds });
  identities.set('admin', {
    headers: () => admin.headers,
    ids: (op, name) => {
      if (name === 'batch') return String(secureTag.batch);
      if (name === 'id' && op.path.startsWith('/api/admin/tags/')) return secureTag.id;
      // The administrator's turn comes after the user's: the owner's account may be suspended here.
      if (name === 'id' && op.path.startsWith('/api/admin/users/')) return owner.user.id;
      return ownerIds(op, name);
    },
  });
});
afterAll(() => t?.close());

/** Every operation of the document, destructive ones (DELETE) last so the others still find their resources. */
function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as { parameters?: Parameter[]; security?: unknown[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
      const content = op.requestBody?.content ?? {};
      found.push({
        method: method.toUpperCase(),
        path,
        isProtected: (op.security?.length ?? 0) > 0,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema ?? content['multipart/form-data']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return found.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type) return type;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return typeOf(option);
  if (schema.properties) return 'object';
  return undefined;
};

/** A field that holds a date or a date-time: by its format, or by its name (`serviceDate`, `stolenAt`, `from`, `to`). */
function isDateField(name: string, schema: JsonSchema | undefined): boolean {
  if (!schema || typeOf(schema) !== 'string') return false;
  const format = schema.format ?? schema.anyOf?.[0]?.format ?? schema.oneOf?.[0]?.format;
  return format === 'date' || format === 'date-time' || /^(from|to)$|Date$|At$/.test(name);
}

const isNumberField = (schema: JsonSchema | undefined) => ['integer', 'number'].includes(typeOf(schema) ?? '');

/** A number's text as JSON: the literal itself where JSON has one (1e309 parses as Infinity), else a string. */
const jsonNumber = (text: string) => (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text) ? text : JSON.stringify(text));

/**
 * A plausible value for a schema, as valid as cheaply possible, so that each
 * case changes one thing: an object with its required fields only (a field a
 * case is about is added to it).
 */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'fuzz';
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sample(option, name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name)));
  switch (typeOf(schema)) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, s]) => [key, sample(s, key)]),
      );
    }
    case 'array':
      return schema.items ? [sample(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return schema.default ?? true;
    case 'null':
      return null;
    default: {
      const known = knownFields[name];
      if (known !== undefined) return known;
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return '2026-01-10T10:00:00.000Z';
      if (schema.format === 'date') return '2026-01-10';
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    }
  }
}

interface Field {
  path: (string | number)[];
  schema: JsonSchema;
  /** The schemas of the objects and arrays on the way to it, outermost first. */
  parents: JsonSchema[];
}

/** Every field of a body schema (nested objects and the first item of arrays too), with its path. */
function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = [], parents: JsonSchema[] = []): Field[] {
  const inner = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  const fields: Field[] = [];
  if (typeOf(inner) === 'object') {
    for (const [key, child] of Object.entries(inner.properties ?? {})) {
      fields.push({ path: [...prefix, key], schema: child, parents });
      fields.push(...fieldsOf(child, [...prefix, key], [...parents, child]));
    }
  } else if (typeOf(inner) === 'array' && inner.items) {
    fields.push({ path: [...prefix, 0], schema: inner.items, parents });
    fields.push(...fieldsOf(inner.items, [...prefix, 0], [...parents, inner.items]));
  }
  return fields;
}

/** Values of every JSON type but the field's own. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const own = typeOf(schema);
  const all: [string, unknown][] = [
    ['null', null],
    ['boolean', true],
    ['number', 42.5],
    ['integer', -1],
    ['string', 'fuzz'],
    ['array', []],
    ['object', {}],
  ];
  return all.filter(([type]) => type !== own && !(own === 'number' && type === 'integer') && !(type === 'null' && schema.nullable)).map(([, value]) => value);
}

/** The body with one field set to a value; objects on the way to it are added with their required fields. */
function withValue(body: unknown, field: Field, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  field.path.forEach((key, i) => {
    if (i === field.path.length - 1) node[key] = value;
    else {
      if (typeof node[key] !== 'object' || node[key] === null) {
        const made = sample(field.parents[i], String(key));
        node[key] = typeof made === 'object' && made !== null ? made : typeof field.path[i + 1] === 'number' ? [] : {};
      }
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return copy;
}

const deepArrays = () => `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObjects = () => `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

function multipartOf(fields: Record<string, string>, file?: { name: string; filename: string }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fuzz${randomUUID()}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0fuzz\r\n`,
        'latin1',
      ),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A body's scalar fields as the text fields of a form (a nested object's by their own names: `latitude`). */
function formFieldsOf(schema: JsonSchema | null): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of schema ? fieldsOf(schema) : []) {
    const name = field.path.at(-1);
    const type = typeOf(field.schema);
    if (typeof name === 'string' && type !== 'object' && type !== 'array') fields[name] ??= String(sample(field.schema, name));
  }
  return fields;
}

/** One date or number field of an operation, and how to send it one value (as text; see jsonNumber). */
interface BoundaryTarget {
  name: string;
  kind: 'date' | 'number';
  request(value: string): CaseRequest;
}

/** Every date and number field of an operation: path and query parameters, JSON body fields, form fields. */
function boundaryTargetsOf(op: Operation): BoundaryTarget[] {
  const targets: BoundaryTarget[] = [];
  const kindOf = (name: string, schema: JsonSchema | undefined) => (isDateField(name, schema) ? 'date' : isNumberField(schema) ? 'number' : null);
  for (const p of op.parameters) {
    const kind = kindOf(p.name, p.schema);
    if (!kind) continue;
    if (p.in === 'query') targets.push({ name: `query ${p.name}`, kind, request: (v) => ({ rawQuery: `${p.name}=${encodeURIComponent(v)}` }) });
    if (p.in === 'path') targets.push({ name: `path ${p.name}`, kind, request: (v) => ({ rawPath: { [p.name]: encodeURIComponent(v) } }) });
  }
  if (!BODY_METHODS.has(op.method) || !op.body) return targets;
  if (op.multipart) {
    const form = formFieldsOf(op.body);
    for (const field of fieldsOf(op.body)) {
      const name = field.path.at(-1);
      const kind = typeof name === 'string' ? kindOf(name, field.schema) : null;
      if (typeof name === 'string' && kind) targets.push({ name: `multipart ${name}`, kind, request: (v) => multipartOf({ ...form, [name]: v }) });
    }
  }
  const body = sample(op.body);
  const MARK = '__fuzz_boundary__';
  for (const field of fieldsOf(op.body)) {
    const kind = kindOf(String(field.path.at(-1)), field.schema);
    if (!kind) continue;
    const text = JSON.stringify(withValue(body, field, MARK));
    targets.push({
      name: `body ${field.path.join('.')}`,
      kind,
      request: (v) => ({
        payload: text.replace(`"${MARK}"`, kind === 'number' ? jsonNumber(v) : JSON.stringify(v)),
        headers: { 'content-type': 'application/json' },
      }),
    });
  }
  return targets;
}

/** What a case changes of an operation's plain request: raw query text or path values, a body, headers. */
type CaseRequest = Partial<InjectOptions> & { rawQuery?: string; rawPath?: Record<string, string> };

/** Builds the requests of one operation for one identity: its real ids, its required query, a fresh client address each. */
function requestBuilder(op: Operation, identity: Identity): (request: CaseRequest) => InjectOptions {
  const who = identities.get(identity);
  if (!who) throw new Error(`no identity ${identity}`);
  const headers = who.headers(op);
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, who.ids(op, p.name) ?? randomUUID()]));
  const baseQuery: Record<string, string> = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(knownFields[p.name] ?? sample(p.schema, p.name))]),
  );
  const urlOf = (paths: Record<string, string>, query: string) =>
    `${op.path.replace(/\{(\w+)\}/g, (_, name: string) => paths[name] ?? '')}${query ? `?${query}` : ''}`;
  const queryOf = (q: Record<string, string>) =>
    Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
  const baseUrl = urlOf(pathValues, queryOf(baseQuery));
  const remoteAddress = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;
  return (request) => {
    const { rawQuery, rawPath, ...rest } = request;
    const url = rawQuery !== undefined || rawPath ? urlOf({ ...pathValues, ...rawPath }, [queryOf(baseQuery), rawQuery].filter(Boolean).join('&')) : baseUrl;
    return {
      method: op.method as InjectOptions['method'],
      url,
      remoteAddress: remoteAddress(),
      ...rest,
      headers: { ...headers, ...(rest.headers as Record<string, string> | undefined) },
    };
  };
}

/** All the cases of one operation for one identity. */
function casesOf(op: Operation, identity: Identity): FuzzCase[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const build = requestBuilder(op, identity);
  const cases: FuzzCase[] = [];
  const add = (name: string, request: CaseRequest) => cases.push({ name, request: build(request) });

  // Path parameters: NUL, a lone surrogate (its WTF-8 bytes: no URL can carry one decoded), very long, not an id.
  for (const p of pathParams) {
    add(`path ${p.name} NUL`, { rawPath: { [p.name]: '%00' } });
    add(`path ${p.name} surrogate`, { rawPath: { [p.name]: '%ED%A0%80' } });
    add(`path ${p.name} percent`, { rawPath: { [p.name]: '%' } });
    add(`path ${p.name} 100k`, { rawPath: { [p.name]: HUGE } });
    add(`path ${p.name} wrong type`, { rawPath: { [p.name]: '-1.5' } });
  }
  // Query parameters: the same, an array where one value is expected, and an empty value.
  for (const p of queryParams) {
    add(`query ${p.name} NUL`, { rawQuery: `${p.name}=%00` });
    add(`query ${p.name} surrogate`, { rawQuery: `${p.name}=%ED%A0%80` });
    add(`query ${p.name} 100k`, { rawQuery: `${p.name}=${HUGE}` });
    add(`query ${p.name} array`, { rawQuery: `${p.name}=1&${p.name}=2` });
    add(`query ${p.name} empty`, { rawQuery: `${p.name}=` });
    const type = typeOf(p.schema);
    add(`query ${p.name} wrong type`, { rawQuery: `${p.name}=${type === 'string' ? '-1e999' : 'fuzz'}` });
    if (type === 'integer' || type === 'number') {
      add(`query ${p.name} largest`, { rawQuery: `${p.name}=${Number.MAX_SAFE_INTEGER}` });
      add(`query ${p.name} beyond`, { rawQuery: `${p.name}=1e308` });
    }
  }
  // Dates and numbers at their bounds, in every field that holds one (issue #24).
  for (const target of boundaryTargetsOf(op)) {
    const values = target.kind === 'date' ? [...BOUNDARY_DAYS, ...BOUNDARY_DATE_TIMES] : BOUNDARY_NUMBERS;
    for (const value of values) add(`${target.name} boundary ${value}`, target.request(value));
  }
  add('query NUL name', { rawQuery: '%00=1' });
  // Headers the app reads (only an in-process request can carry NUL in a header; a cookie can, percent-encoded).
  add('header accept-language NUL', { headers: { 'accept-language': `it${NUL}` } });
  add('header user-agent NUL', { headers: { 'user-agent': `fuzz${NUL}` } });
  add('header user-agent 100k', { headers: { 'user-agent': HUGE } });
  add('cookies NUL', { headers: { cookie: 'ritrova_refresh=%00; ritrova_language=%00; ritrova_view=%00; ritrova_google=%00' } });

  // The body as a whole, on every operation (a GET's or HEAD's body is not even read; it must not matter).
  const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
  add('body deep arrays', { payload: deepArrays(), headers: { 'content-type': 'application/json' } });
  add('body deep objects', { payload: deepObjects(), headers: { 'content-type': 'application/json' } });
  for (const top of [[], 'fuzz', 1, null, NUL]) add(`body is ${JSON.stringify(top)}`, json(top));
  add('body empty', { payload: '', headers: { 'content-type': 'application/json' } });
  add('body missing', {});
  add('body invalid JSON', { payload: '{"a":', headers: { 'content-type': 'application/json' } });
  add('body as text', { payload: NUL, headers: { 'content-type': 'text/plain' } });
  add('body urlencoded NUL', { payload: 'note=%00&uid=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  add('multipart broken', { payload: '--x\r\nfuzz', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
  if (!BODY_METHODS.has(op.method)) return cases;

  // Each field of the body: every other JSON type, NUL, a lone surrogate, long strings, extreme numbers.
  const body = op.body ? sample(op.body) : {};
  for (const field of op.body ? fieldsOf(op.body) : []) {
    const name = `body ${field.path.join('.')}`;
    for (const value of wrongTypes(field.schema)) add(`${name} wrong type ${JSON.stringify(value)}`, json(withValue(body, field, value)));
    add(`${name} NUL`, json(withValue(body, field, NUL)));
    add(`${name} surrogate`, json(withValue(body, field, SURROGATE)));
    add(`${name} 60k`, json(withValue(body, field, LONG)));
    add(`${name} 100k`, json(withValue(body, field, HUGE)));
    const type = typeOf(field.schema);
    if (type === 'integer' || type === 'number') {
      add(`${name} largest`, json(withValue(body, field, Number.MAX_SAFE_INTEGER)));
      add(`${name} beyond`, json(withValue(body, field, 1e308)));
    }
  }
  add('body NUL key', json({ ...(body as object), [NUL]: 1 }));
  add('body surrogate key', json({ ...(body as object), [SURROGATE]: 1 }));
  // Forms: each text field with NUL, with a lone surrogate's bytes, and very long; a file part with NUL in its name.
  const formFields = { ...formFieldsOf(op.body), note: 'fuzz' };
  const formCases = op.multipart ? Object.keys(formFields) : ['note'];
  for (const key of formCases) {
    add(`multipart ${key} NUL`, multipartOf({ ...formFields, [key]: NUL }));
    add(`multipart ${key} surrogate`, multipartOf({ ...formFields, [key]: Buffer.from([0x61, 0xed, 0xa0, 0x80]).toString('latin1') }));
    add(`multipart ${key} 100k`, multipartOf({ ...formFields, [key]: HUGE }));
  }
  add('multipart file with NUL name', multipartOf(formFields, { name: 'bikePhoto', filename: `a${NUL}.jpg` }));
  return cases;
}

describe('hostile input on every operation', () => {
  it('answers no request of the fuzz with a 5xx', { timeout: 180_000 }, async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const perOperation = new Map<string, number>();
    let sent = 0;
    const started = performance.now();
    for (const identity of ['anonymous', 'user', 'admin'] as const) {
      for (const op of operations) {
        if (identity !== 'anonymous' && !op.isProtected) continue;
        const cases = casesOf(op, identity);
        const key = `${op.method} ${op.path}`;
        perOperation.set(key, (perOperation.get(key) ?? 0) + cases.length);
        for (const c of cases) {
          sent += 1;
          const res = await t.app.inject(c.request);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${identity} ${key} [${c.name}]: ${res.body.slice(0, 160)}`);
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(`fuzz: ${operations.length} operations, ${sent} requests in ${seconds} s; ${byStatus.join(' ')}`);
    // Nothing skipped: every operation of the document was sent its cases.
    expect(operations.filter((op) => !perOperation.get(`${op.method} ${op.path}`))).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('answers no random date or number in a date or number field with a 5xx (fast-check)', { timeout: 120_000 }, async () => {
    // Each field is sent by the identity that gets furthest: the admin for admin routes, the user for protected ones.
    const targets = operations.flatMap((op) => {
      const identity: Identity = !op.isProtected ? 'anonymous' : op.path.startsWith('/api/admin/') ? 'admin' : 'user';
      // Named in a counterexample by the operation and the field, not by the whole schema.
      return boundaryTargetsOf(op).map((target) => ({ op, identity, target, [fc.toStringMethod]: () => `${op.method} ${op.path} ${target.name}` }));
    });
    expect(targets.filter((x) => x.target.kind === 'date').length).toBeGreaterThan(5);
    expect(targets.filter((x) => x.target.kind === 'number').length).toBeGreaterThan(20);
    const failures: string[] = [];
    const send = async ({ op, identity, target }: (typeof targets)[number], value: string) => {
      const res = await t.app.inject(requestBuilder(op, identity)(target.request(value)));
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${identity} ${op.method} ${op.path} [${target.name} = ${value}]: ${res.body.slice(0, 160)}`);
      return res.statusCode < 500;
    };
    const pad = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');
    /** A date as a client might write one: any year (signed six digits past 9999, or not), any month and day, maybe a time and an offset. */
    const writtenDate = fc
      .record({
        year: fc.integer({ min: -300_000, max: 300_000 }),
        month: fc.integer({ min: 0, max: 13 }),
        day: fc.integer({ min: 0, max: 32 }),
        time: fc.option(fc.record({ hour: fc.integer({ min: 0, max: 25 }), offset: fc.constantFrom('Z', '+14:00', '-12:00', '+02:00') })),
        signed: fc.boolean(),
      })
      .map(({ year, month, day, time, signed }) => {
        const y = signed || year < 0 || year > 9999 ? `${year < 0 ? '-' : '+'}${pad(year, 6)}` : pad(year, 4);
        const date = `${y}-${pad(month, 2)}-${pad(day, 2)}`;
        return time ? `${date}T${pad(time.hour, 2)}:00:00${time.offset}` : date;
      });
    const dates = fc.oneof(
      fc.constantFrom(...BOUNDARY_DAYS, ...BOUNDARY_DATE_TIMES),
      writtenDate,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    const numbers = fc.oneof(
      fc.constantFrom(...BOUNDARY_NUMBERS),
      fc.double().map(String),
      fc.integer().map(String),
      fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
    );
    const dateTargets = targets.filter((x) => x.target.kind === 'date');
    const numberTargets = targets.filter((x) => x.target.kind === 'number');
    console.info(`fuzz (fast-check): ${dateTargets.length} date fields, ${numberTargets.length} number fields`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...dateTargets), dates, (target, value) => send(target, value)),
      { numRuns: dateTargets.length * 12 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...numberTargets), numbers, (target, value) => send(target, value)),
      { numRuns: numberTargets.length * 6 },
    );
    expect(failures).toEqual([]);
  });
});
