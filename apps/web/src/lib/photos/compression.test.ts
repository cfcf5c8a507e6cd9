import { describe, expect, it } from 'vitest';
import { compressedFileName, compressionTarget, shouldCompress } from './compression';

describe('shouldCompress', () => {
  it('compresses files above 2 MB only', () => {
    expect(shouldCompress(2 * 1024 * 1024)).toBe(false);
    expect(shouldCompress(2 * 1024 * 1024 + 1)).toBe(true);
    expect(shouldCompress(300_000)).toBe(false);
  });
});

describe('compressionTarget', () => {
  it('brings the longer side down to 1920 px, keeping the proportions', () => {
    expect(compressionTarget({ width: 4032, height: 3024 })).toEqual({ width: 1920, height: 1440 });
    expect(compressionTarget({ width: 3000, height: 4000 })).toEqual({ width: 1440, height: 1920 });
    expect(compressionTarget({ width: 3840, height: 1920 })).toEqual({ width: 1920, height: 960 });
  });

  it('never enlarges a photo already small enough', () => {
    expect(compressionTarget({ width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
    expect(compressionTarget({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('rounds to whole pixels', () => {
    expect(compressionTarget({ width: 4000, height: 2999 })).toEqual({ width: 1920, height: 1440 });
    expect(compressionTarget({ width: 1000, height: 1000 }, 333)).toEqual({ width: 333, height: 333 });
  });
});

describe('compressedFileName', () => {
  it('keeps the name and makes it a JPEG', () => {
    expect(compressedFileName('bici.png')).toBe('bici.jpg');
    expect(compressedFileName('IMG_2041.JPEG')).toBe('IMG_2041.jpg');
    expect(compressedFileName('my.bike.webp')).toBe('my.bike.jpg');
    expect(compressedFileName('noextension')).toBe('noextension.jpg');
    expect(compressedFileName('.png')).toBe('photo.jpg');
  });
});
