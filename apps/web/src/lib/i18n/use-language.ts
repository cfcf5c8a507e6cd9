import { type Language, languageStorageKey } from '@ritrova/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { saveLanguagePreference } from '../auth/auth-api';
import { sessionStore } from '../auth/session-store';
import { currentLanguage } from './i18n';

function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Blocked storage only means the choice is not remembered after a reload.
  }
}

/** Whether the visitor has picked a language on this device. */
export function hasChosenLanguage(): boolean {
  try {
    return localStorage.getItem(languageStorageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * The current language and a setter that remembers the choice on this device
 * and, for a signed-in user, in the profile so mails arrive in that language.
 */
export function useLanguage() {
  const { i18n, t } = useTranslation('errors');
  const language = currentLanguage();

  const changeLanguage = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      await i18n.changeLanguage(next);
      const session = sessionStore.get();
      if (!session || session.user.language === next) return;
      try {
        sessionStore.setUser(await saveLanguagePreference(next));
      } catch {
        toast.error(t('PROFILE_UPDATE_FAILED'));
      }
    },
    [i18n, t],
  );

  return { language, changeLanguage };
}
