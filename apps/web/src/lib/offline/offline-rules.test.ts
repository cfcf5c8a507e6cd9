import { describe, expect, it } from 'vitest';
import { isOwnerDataRequest, isOwnerPhotoRequest, mayFallBackToShell, pushTarget } from './offline-rules';

const origin = 'https://ritrova.example';
const url = (path: string) => new URL(path, origin);
const bike = '3f2b8c1e-5d4a-4e7b-9c61-2a8f0d6e4b17';

describe('the owner GETs the service worker keeps (decision 064)', () => {
  it("keeps the bike list and a bike page's bike, photos and shop consents", () => {
    for (const path of ['/api/bikes/my-bikes', `/api/bikes/${bike}`, `/api/photos/${bike}/photos`, `/api/bikes/${bike}/shop-consents`])
      expect(isOwnerDataRequest('GET', url(path), origin), path).toBe(true);
  });

  it('keeps no other API call: auth, the tag verification, other lists, writes, another site, a query string', () => {
    const kept: [string, string][] = [
      ['GET', '/api/auth/refresh'],
      ['GET', '/api/users/me'],
      ['GET', '/api/tags/verify?uid=04D3E0A1B2C301'],
      ['GET', '/api/bikes/all'],
      ['GET', `/api/bikes/${bike}/sightings`],
      ['GET', '/api/bikes/my-bikes?limit=5'],
      ['PUT', `/api/bikes/${bike}`],
      ['DELETE', `/api/bikes/${bike}`],
      ['POST', '/api/bikes/my-bikes'],
    ];
    for (const [method, path] of kept) expect(isOwnerDataRequest(method, url(path), origin), `${method} ${path}`).toBe(false);
    expect(isOwnerDataRequest('GET', new URL('/api/bikes/my-bikes', 'https://elsewhere.example'), origin)).toBe(false);
  });
});

describe("the photos kept: those the owner's pages showed", () => {
  const photo = url(`/media/${bike}/p1/medium.webp`);
  it('keeps a /media/ photo shown by the bike list or a bike page', () => {
    expect(isOwnerPhotoRequest('GET', photo, `${origin}/dashboard`, origin)).toBe(true);
    expect(isOwnerPhotoRequest('GET', photo, `${origin}/bikes/${bike}`, origin)).toBe(true);
  });

  it("keeps none shown elsewhere (the stolen bikes' posters, the tag page), nor without a referrer, nor anything but /media/", () => {
    expect(isOwnerPhotoRequest('GET', photo, `${origin}/rubate`, origin)).toBe(false);
    expect(isOwnerPhotoRequest('GET', photo, `${origin}/nfc/verifica?uid=04D3E0A1B2C301`, origin)).toBe(false);
    expect(isOwnerPhotoRequest('GET', photo, '', origin)).toBe(false);
    expect(isOwnerPhotoRequest('GET', photo, 'not a url', origin)).toBe(false);
    expect(isOwnerPhotoRequest('GET', url('/icon-192.png'), `${origin}/dashboard`, origin)).toBe(false);
    expect(isOwnerPhotoRequest('GET', photo, 'https://elsewhere.example/dashboard', origin)).toBe(false);
  });
});

describe('pages that fall back to the app shell offline', () => {
  it("falls back for the app's pages and the public pages, the tag page included (the app then says it cannot check)", () => {
    for (const path of ['/', '/dashboard', `/bikes/${bike}`, '/faq', '/nfc/verifica?uid=04D3E0A1B2C301'])
      expect(mayFallBackToShell(url(path), origin), path).toBe(true);
  });

  it('never for the API, files, photos or another site', () => {
    for (const path of ['/api/auth/google', '/api', '/sw.js', '/manifest.webmanifest', `/media/${bike}/p1/medium.webp`])
      expect(mayFallBackToShell(url(path), origin), path).toBe(false);
    expect(mayFallBackToShell(new URL('/dashboard', 'https://elsewhere.example'), origin)).toBe(false);
  });
});

describe("a push message's link", () => {
  it('opens a path of this site, and nothing that would leave it', () => {
    expect(pushTarget('/bikes/1/sightings', '/x')).toBe('/bikes/1/sightings');
    for (const away of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)', 42, undefined])
      expect(pushTarget(away, '/hunter/hunts'), String(away)).toBe('/hunter/hunts');
  });
});
