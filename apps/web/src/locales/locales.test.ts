import { errorCodes, passwordChecks, validationMessagesEn } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';

// biome-ignore lint/suspicious/noExplicitAny: JSON catalogues, read by key path below.
const it_ = catalogues.it as any;
const clientCodes = ['NETWORK_ERROR', 'TIMEOUT', 'REQUEST_ERROR', 'INVALID_RESPONSE', 'REGISTER_INVALID_RESPONSE', 'SERVER_OFFLINE', 'PROFILE_UPDATE_FAILED'];

describe.each(Object.entries(catalogues))('%s translations', (_language, catalogue) => {
  it('name every error code the API or the client can produce', () => {
    for (const code of [...errorCodes, ...clientCodes]) expect(catalogue.errors, code).toHaveProperty(code);
  });

  it('name every validation key the shared schemas use (a count takes its plural forms)', () => {
    const keys = [...Object.keys(validationMessagesEn), ...passwordChecks.map((check) => check.key), 'validation.invalid'];
    for (const key of keys) {
      const name = key.replace(/^validation\./, '');
      const texts = catalogue.validation as Record<string, unknown>;
      expect(name in texts || `${name}_other` in texts, key).toBe(true);
    }
  });

  it('has a rule text for every password check', () => {
    for (const check of passwordChecks) expect(catalogue.validation).toHaveProperty(`rule_${check.key.replace(/^validation\./, '')}`);
  });
});

describe('Italian source texts', () => {
  it('keeps the wording the spec fixes', () => {
    expect(it_.errors.EMAIL_PASSWORD_INCORRECT).toBe('Email o password non corretti');
    expect(it_.errors.SERVER_OFFLINE).toBe("Il server è offline. Contatta l'amministratore o riprova più tardi.");
    expect(it_.errors.FORBIDDEN).toBe('Accesso negato: Non hai i permessi necessari per accedere a questa pagina.');
    expect(it_.validation.passwords_mismatch).toBe('Le password non corrispondono');
    expect(it_.nav.language).toBe('Lingua');
  });
});
