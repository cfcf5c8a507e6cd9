import { apiAnswers } from '@ritrova/shared/api';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './helpers/app.ts';

// Issue #29 item 6, decision 070: the web calls routes by `'METHOD /path'` and reads the answer as the schema
// of packages/shared/src/api says. These tests hold each such route to that schema, as the OpenAPI document
// (drawn from the schemas the routes declare) shows it.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t.close();
});

type OpenApiOperation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };

/** The JSON Schema the OpenAPI document gives a zod schema declared as a route's answer. */
function documented(schema: unknown, url: string): unknown {
  const { schema: transformed } = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url,
    route: { url, method: 'GET' },
    openapiObject: { openapi: '3.0.3' },
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]);
  return (transformed as { response: Record<string, unknown> }).response[200];
}

describe('the answers the web reads by endpoint', () => {
  it('are each the successful answer the route of that method and path documents', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const differing: string[] = [];
    for (const [endpoint, schema] of Object.entries(apiAnswers)) {
      const [method = '', path = ''] = endpoint.split(' ');
      const operation = doc.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) {
        differing.push(`${endpoint}: no such route`);
        continue;
      }
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      const sent = success.map(([, response]) => response.content?.['application/json']?.schema);
      if (sent.length !== 1 || JSON.stringify(sent[0]) !== JSON.stringify(documented(schema, path))) differing.push(`${endpoint}: ${JSON.stringify(sent)}`);
    }
    expect(differing).toEqual([]);
  });
});
