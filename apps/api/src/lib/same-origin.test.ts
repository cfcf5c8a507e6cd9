import { describe, expect, it } from 'vitest';
import { originOf, requestSite } from './same-origin.ts';

const ours = new Set(['https://ritrova.it']);
const withCors = new Set(['https://ritrova.it', 'https://app.partner.example']);

describe('requestSite', () => {
  it('takes the browser’s own Sec-Fetch-Site: same-origin, whatever name the site was reached by', () => {
    expect(requestSite({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' }, ours)).toBe('same-origin');
    expect(requestSite({ 'sec-fetch-site': 'same-origin', origin: 'null' }, ours)).toBe('same-origin');
  });

  it('calls cross-site and same-site foreign, unless the Origin is an allowed one (a CORS caller)', () => {
    expect(requestSite({ 'sec-fetch-site': 'cross-site' }, ours)).toBe('foreign');
    expect(requestSite({ 'sec-fetch-site': 'same-site', origin: 'https://shop.ritrova.it' }, ours)).toBe('foreign');
    expect(requestSite({ 'sec-fetch-site': 'cross-site', origin: 'https://app.partner.example' }, withCors)).toBe('same-origin');
  });

  it('without Sec-Fetch-Site, reads the Origin, then the Referer’s origin', () => {
    expect(requestSite({ origin: 'https://ritrova.it' }, ours)).toBe('same-origin');
    expect(requestSite({ origin: 'https://evil.example' }, ours)).toBe('foreign');
    // Another port or scheme is another origin.
    expect(requestSite({ origin: 'http://ritrova.it' }, ours)).toBe('foreign');
    expect(requestSite({ referer: 'https://ritrova.it/nfc/verifica?uid=04AB' }, ours)).toBe('same-origin');
    expect(requestSite({ referer: 'https://evil.example/ritrova.it' }, ours)).toBe('foreign');
    expect(requestSite({ referer: 'not a url' }, ours)).toBe('foreign');
  });

  it('calls a hidden origin (Origin: null) foreign unless the Referer or Sec-Fetch-Site says ours; no signal at all is unknown', () => {
    expect(requestSite({ origin: 'null' }, ours)).toBe('foreign');
    expect(requestSite({ origin: 'null', referer: 'https://ritrova.it/rubate/x' }, ours)).toBe('same-origin');
    expect(requestSite({ 'sec-fetch-site': 'none' }, ours)).toBe('unknown');
    expect(requestSite({}, ours)).toBe('unknown');
  });
});

describe('originOf', () => {
  it('gives an absolute URL’s origin, null for anything else', () => {
    expect(originOf('https://ritrova.it:8443/a?b#c')).toBe('https://ritrova.it:8443');
    expect(originOf('/relative')).toBeNull();
    expect(originOf('data:text/html,x')).toBeNull();
  });
});
