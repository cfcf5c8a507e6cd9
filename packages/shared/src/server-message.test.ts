import { describe, expect, it } from 'vitest';
import { extractServerMessage, noResponseMessage } from './server-message.ts';

describe('extractServerMessage (spec §8 order)', () => {
  it('takes a string body as it is', () => {
    expect(extractServerMessage('Bad gateway')).toBe('Bad gateway');
  });

  it('prefers error, then message, then msg', () => {
    expect(extractServerMessage({ error: 'E', message: 'M', msg: 'G' })).toBe('E');
    expect(extractServerMessage({ message: 'M', msg: 'G' })).toBe('M');
    expect(extractServerMessage({ msg: 'G' })).toBe('G');
  });

  it('skips empty or non-string fields', () => {
    expect(extractServerMessage({ error: '', message: 'M' })).toBe('M');
    expect(extractServerMessage({ error: { code: 1 }, msg: 'G' })).toBe('G');
  });

  it('joins a list of errors', () => {
    expect(extractServerMessage({ errors: ['one', { message: 'two' }] })).toBe('one; two');
  });

  it('falls back to the whole body, or to "No response from server"', () => {
    expect(extractServerMessage({ status: 500 })).toBe('{"status":500}');
    expect(extractServerMessage(undefined)).toBe(noResponseMessage);
    expect(extractServerMessage('')).toBe(noResponseMessage);
    expect(noResponseMessage).toBe('No response from server');
  });
});
