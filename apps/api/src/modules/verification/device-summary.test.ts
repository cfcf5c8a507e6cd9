import { describe, expect, it } from 'vitest';
import { deviceSummary, deviceTypeOf } from './device-summary.ts';

describe('deviceTypeOf', () => {
  it('tells phones, tablets and computers apart by the User-Agent', () => {
    expect(deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('phone');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('phone');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36')).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('desktop');
    expect(deviceTypeOf(undefined)).toBeUndefined();
  });
});

describe('deviceSummary', () => {
  it("keeps the page's language as a primary subtag, else the first of Accept-Language", () => {
    expect(deviceSummary({ userAgent: 'Firefox', clientLanguage: 'it-IT', acceptLanguage: 'en-GB,en;q=0.8' })).toEqual({
      deviceType: 'desktop',
      language: 'it',
    });
    expect(deviceSummary({ userAgent: undefined, acceptLanguage: 'zh-CN,zh;q=0.9' })).toEqual({ language: 'zh' });
    expect(deviceSummary({ userAgent: undefined, clientLanguage: 'not a language', acceptLanguage: '*' })).toBeNull();
  });
});
