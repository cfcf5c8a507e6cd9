import { defaultLanguage, type Language } from '@ritrova/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLanguagePreference } from '../auth/auth-api';
import { sessionStore } from '../auth/session-store';
import { notify } from '../notify';
import { isLanguage } from './i18n';
import { chosenLanguage, rememberLanguage } from './language-choice';

/** Whether the visitor has picked a language on this device. */
export function hasChosenLanguage(): boolean {
  return chosenLanguage() !== null;
}

/**
 * The current language and a setter that remembers the choice on this device
 * and, for a signed-in user, in the profile so mails arrive in that language.
 */
export function useLanguage() {
  // The instance of this render (the server renders with one per language), not the browser's global one.
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = isLanguage(resolved) ? resolved : defaultLanguage;

  const changeLanguage = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      await i18n.changeLanguage(next);
      const session = sessionStore.get();
      if (!session || session.user.language === next) return;
      try {
        sessionStore.setUser(await saveLanguagePreference(next));
      } catch {
        // The `errors` texts are not in the entry: load them for this rare message.
        await i18n.loadNamespaces('errors');
        notify.error(i18n.t('PROFILE_UPDATE_FAILED', { ns: 'errors' }));
      }
    },
    [i18n],
  );

  return { language, changeLanguage };
}
