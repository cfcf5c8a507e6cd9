import { describe, expect, it } from 'vitest';
import { serverKeyPlace, type Translate, translateKey } from './translate-key';

const catalogue: Record<string, Record<string, string>> = {
  errors: { EMAIL_TAKEN: 'Email già registrata' },
  validation: { password_uppercase: 'Almeno una lettera maiuscola', min_length_count: 'Almeno {{count}} caratteri' },
};

const t: Translate = (key, options) => {
  const text = catalogue[options.ns]?.[key];
  if (text === undefined) return options.defaultValue;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
};

describe('translateKey', () => {
  it('looks errors.X up in the errors namespace', () => {
    expect(translateKey(t, 'errors.EMAIL_TAKEN', 'Email already registered')).toBe('Email già registrata');
  });

  it('looks validation.x up in the validation namespace', () => {
    expect(translateKey(t, 'validation.password_uppercase', 'x')).toBe('Almeno una lettera maiuscola');
  });

  it('passes interpolation values through', () => {
    expect(translateKey(t, 'validation.min_length_count', '', { count: 8 })).toBe('Almeno 8 caratteri');
  });

  it('falls back to the server message for an unknown key', () => {
    expect(translateKey(t, 'errors.SOMETHING_NEW', 'Something new happened')).toBe('Something new happened');
  });

  it('falls back to the server message for a key outside the two namespaces', () => {
    expect(translateKey(t, 'bike.not_found', 'Bicicletta non trovata')).toBe('Bicicletta non trovata');
    expect(translateKey(t, '', 'Use Sign in with Google')).toBe('Use Sign in with Google');
  });
});

describe('serverKeyPlace', () => {
  it("finds errors.X under errors, validation.x under validation, photos.x under the photos texts' errors", () => {
    expect(serverKeyPlace('errors.EMAIL_TAKEN')).toEqual({ ns: 'errors', key: 'EMAIL_TAKEN' });
    expect(serverKeyPlace('validation.required')).toEqual({ ns: 'validation', key: 'required' });
    expect(serverKeyPlace('photos.invalid_format')).toEqual({ ns: 'photos', key: 'errors.invalid_format' });
  });

  it('has no place for a key outside the three', () => {
    expect(serverKeyPlace('bike.not_found')).toBeNull();
    expect(serverKeyPlace('')).toBeNull();
  });
});
