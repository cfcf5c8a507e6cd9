import { gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EncodedDocument, preferredEncoding } from './encoded-document.ts';
import { jsonForScript } from './page-renderer.ts';
import { visitorLanguage } from './visitor-language.ts';

const request = (headers: Record<string, string>, cookies: Record<string, string> = {}) => ({ headers, cookies }) as unknown as FastifyRequest;

describe('visitorLanguage', () => {
  it('takes the visitor’s choice first, then Accept-Language by preference among it/en/zh, then Italian', () => {
    expect(visitorLanguage(request({ 'accept-language': 'en-GB,en;q=0.9' }, { ritrova_language: 'zh' }))).toBe('zh');
    expect(visitorLanguage(request({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8,it;q=0.7' }))).toBe('en');
    expect(visitorLanguage(request({ 'accept-language': 'it;q=0.2, zh-CN;q=0.8' }))).toBe('zh');
    expect(visitorLanguage(request({ 'accept-language': 'fr-FR, de' }))).toBe('it');
    expect(visitorLanguage(request({}))).toBe('it');
  });

  it('ignores a cookie that is not one of our languages and a language refused with q=0', () => {
    expect(visitorLanguage(request({ 'accept-language': 'en' }, { ritrova_language: 'fr' }))).toBe('en');
    expect(visitorLanguage(request({ 'accept-language': 'en;q=0, zh' }))).toBe('zh');
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('EncodedDocument', () => {
  it('sends the page compressed as asked, decompressing to the same bytes, and as it is otherwise', async () => {
    const html = `<!doctype html><p>${'Bici rubata · 自行车 '.repeat(200)}</p>`;
    const document = new EncodedDocument(html, 200);
    const gz = await document.encodedFor('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(html);
    expect(gz.bytes.length).toBeLessThan(Buffer.byteLength(html));
    const plain = await document.encodedFor(undefined);
    expect(plain).toEqual({ bytes: Buffer.from(html), encoding: null });
  });
});

describe('jsonForScript', () => {
  it('cannot end the script element or start markup, and reads back as the same value', () => {
    const value = { note: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
