import { apiErrorSchema } from '@ritrova/shared';
import { apiAnswers, apiDownloads, fileAnswerSchema } from '@ritrova/shared/api';
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

type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };
const openApi = async () => (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;

describe('the answers the web reads by endpoint', () => {
  it('are each the successful answer the route of that method and path documents', async () => {
    const doc = await openApi();
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

describe('the files the web downloads by endpoint', () => {
  it("are each sent as their entry's content type on success, and refused with the shared error answer", async () => {
    const doc = await openApi();
    const differing: string[] = [];
    const refusal = JSON.stringify(documented(apiErrorSchema, '/'));
    for (const [endpoint, type] of Object.entries(apiDownloads)) {
      const [method = '', path = ''] = endpoint.split(' ');
      const operation = doc.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
      if (!operation) {
        differing.push(`${endpoint}: no such route`);
        continue;
      }
      const responses = Object.entries(operation.responses);
      const success = responses.filter(([status]) => status.startsWith('2')).map(([status, response]) => ({ status, content: response.content ?? {} }));
      const file = JSON.stringify(documented(fileAnswerSchema, path));
      if (success.length !== 1 || JSON.stringify(Object.keys(success[0]?.content ?? {})) !== JSON.stringify([type])) {
        differing.push(`${endpoint}: sent as ${JSON.stringify(success.map(({ status, content }) => `${status} ${Object.keys(content).join(',')}`))}`);
      } else if (JSON.stringify(success[0]?.content[type]?.schema) !== file)
        differing.push(`${endpoint}: its file documented as ${JSON.stringify(success[0]?.content[type]?.schema)}`);
      for (const [status, response] of responses.filter(([status]) => /^[45]/.test(status))) {
        const content = response.content ?? {};
        if (JSON.stringify(Object.keys(content)) !== '["application/json"]' || JSON.stringify(content['application/json']?.schema) !== refusal) {
          differing.push(`${endpoint}: ${status} sent as ${Object.keys(content).join(',')}, not the shared error answer`);
        }
      }
    }
    expect(differing).toEqual([]);
  });
});
