import { describe, expect, it } from 'vitest';
import { checkDebugPath, DEBUG_OUTPUT_LIMIT, debugPresets, formatDebugOutput, matchingPreset, parseDebugBody, presetKey, statusTone } from './debug-request';

describe('debug presets', () => {
  it("offer spec §7's debug endpoints and the health check, all GET and all valid API paths", () => {
    expect(debugPresets.map(presetKey)).toEqual([
      'GET /api',
      'GET /api/health',
      'GET /api/debug/routes',
      'GET /api/admin/users',
      'GET /api/admin/tags',
      'GET /api/auth/test',
      'GET /api/direct/users',
    ]);
    for (const preset of debugPresets) expect(checkDebugPath(preset.path)).toEqual({ ok: true, path: preset.path });
  });

  it('are recognised only for their own method and path', () => {
    expect(matchingPreset('GET', ' /api/health ')).toEqual({ method: 'GET', path: '/api/health' });
    expect(matchingPreset('POST', '/api/health')).toBeUndefined();
    expect(matchingPreset('GET', '/api/health?x=1')).toBeUndefined();
  });
});

describe('checkDebugPath', () => {
  it.each([
    ['/api', '/api'],
    ['/api/health', '/api/health'],
    ['  /api/admin/tags?status=lost&page=2 ', '/api/admin/tags?status=lost&page=2'],
    ['/api/bikes/../users/me', '/api/users/me'],
    ['/api/health#top', '/api/health'],
  ])('accepts %j as %j', (input, path) => {
    expect(checkDebugPath(input)).toEqual({ ok: true, path });
  });

  it('asks for a path when the box is empty', () => {
    expect(checkDebugPath('   ')).toEqual({ ok: false, reason: 'required' });
  });

  it.each([
    'https://evil.example/api/health',
    '//evil.example/api/health',
    '/\\evil.example/api',
    'api/health',
    '/apix',
    '/admin',
    '/api/../admin',
    '/api/%2e%2e/admin',
    '/api/health extra',
    'javascript:alert(1)',
  ])('refuses %j, which is not an API path of this site', (input) => {
    expect(checkDebugPath(input)).toEqual({ ok: false, reason: 'outside_api' });
  });
});

describe('parseDebugBody', () => {
  it('sends no body with GET, whatever the box holds, nor for an empty box', () => {
    expect(parseDebugBody('GET', '{ not json')).toEqual({ ok: true, body: undefined });
    expect(parseDebugBody('POST', '  \n ')).toEqual({ ok: true, body: undefined });
  });

  it('parses JSON for the other methods', () => {
    expect(parseDebugBody('PATCH', '{"role":"shop","tags":[1,2]}')).toEqual({ ok: true, body: { role: 'shop', tags: [1, 2] } });
    expect(parseDebugBody('DELETE', 'null')).toEqual({ ok: true, body: null });
  });

  it('refuses invalid JSON with the parser’s reason', () => {
    const result = parseDebugBody('POST', "{ role: 'shop' }");
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.detail).toMatch(/JSON|property|token/i);
  });
});

describe('formatDebugOutput', () => {
  it('pretty-prints JSON with two spaces', () => {
    expect(formatDebugOutput('{"status":"ok","db":"ok"}')).toEqual({ text: '{\n  "status": "ok",\n  "db": "ok"\n}', truncated: false, fullLength: 34 });
  });

  it('shows other text as it came', () => {
    expect(formatDebugOutput('<h1>Bad gateway</h1>')).toEqual({ text: '<h1>Bad gateway</h1>', truncated: false, fullLength: 20 });
    expect(formatDebugOutput('')).toEqual({ text: '', truncated: false, fullLength: 0 });
  });

  it('keeps exactly 2000 characters, and cuts beyond', () => {
    expect(DEBUG_OUTPUT_LIMIT).toBe(2000);
    const exact = 'a'.repeat(2000);
    expect(formatDebugOutput(exact)).toEqual({ text: exact, truncated: false, fullLength: 2000 });
    const long = formatDebugOutput(JSON.stringify({ routes: Array.from({ length: 200 }, (_, i) => ({ method: 'GET', url: `/api/r${i}` })) }));
    expect(long.truncated).toBe(true);
    expect(long.text).toHaveLength(2000);
    expect(long.fullLength).toBeGreaterThan(2000);
    expect(long.text.startsWith('{\n  "routes": [\n    {\n      "method": "GET"')).toBe(true);
  });

  it('never ends on half of an emoji', () => {
    const out = formatDebugOutput(`${'a'.repeat(1999)}🚲🚲`);
    expect(out.truncated).toBe(true);
    expect(out.text).toBe('a'.repeat(1999));
  });
});

describe('statusTone', () => {
  it('groups status codes by family', () => {
    expect([200, 201, 204, 304, 400, 401, 404, 500, 0].map(statusTone)).toEqual([
      'success',
      'success',
      'success',
      'redirect',
      'error',
      'error',
      'error',
      'error',
      'error',
    ]);
  });
});
