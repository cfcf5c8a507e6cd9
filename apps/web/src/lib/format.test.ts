import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

// NOTE: Intl separates the amount from the sign with a no-break space in some languages.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('shows the day, not the time', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z', 'it')).toBe('21 novembre 2026');
    expect(formatDate('2026-11-21T10:00:00.000Z', 'en')).toBe('November 21, 2026');
  });
});

describe('formatDateTime', () => {
  it('shows the day and the time of day', () => {
    expect(plain(formatDateTime('2026-11-21T10:05:00.000Z', 'it', 'UTC'))).toBe('21 novembre 2026 alle ore 10:05');
    expect(plain(formatDateTime('2026-11-21T10:05:00.000Z', 'en', 'UTC'))).toBe('November 21, 2026 at 10:05 AM');
  });
});
