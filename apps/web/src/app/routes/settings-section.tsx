import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { ExportDataSection } from '@/features/account/components/export-data-section';
import { LanguageSettings } from '@/features/account/components/language-settings';
import { ProfileForm } from '@/features/account/components/profile-form';
import { SetPasswordSection } from '@/features/account/components/set-password-section';
import { SettingsNav } from '@/features/account/components/settings-nav';
import { TwoFactorSection } from '@/features/account/components/two-factor-section';
import { isSettingsSection, type SettingsSectionId } from '@/features/account/sections';
import { PushSwitch } from '@/features/notifications/components/push-switch';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '../paths';
import { NotFoundPage } from './not-found';

export function Component() {
  const { t } = useTranslation('account');
  const { section } = useParams();
  const { user } = useAuth();
  if (!isSettingsSection(section)) return <NotFoundPage />;
  if (!user) return <PageSpinner />;

  const content: Record<SettingsSectionId, ReactNode> = {
    profile: <ProfileForm key={user.id} user={user} />,
    notifications: <PushSwitch userId={user.id} />,
    security: (
      <>
        {user.hasPassword ? <ChangePasswordForm /> : <SetPasswordSection />}
        <TwoFactorSection />
      </>
    ),
    language: <LanguageSettings />,
    account: (
      <>
        <ExportDataSection />
        <DeleteAccountSection />
      </>
    ),
  };
  const title = t(`settings.sections.${section}.title`);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <title>{`${title} · ${t('settings.title')} · Ritrova`}</title>
      <p className="text-sm">
        <Link to={paths.settings} className="font-medium text-brand-800 underline underline-offset-4">
          {t('settings.title')}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <SettingsNav />
        <section aria-labelledby="settings-section-title">
          <h1 id="settings-section-title" className="text-2xl font-bold text-ink">
            {title}
          </h1>
          <p className="mt-1 mb-6 text-muted">{t(`settings.sections.${section}.text`)}</p>
          {content[section]}
        </section>
      </div>
    </div>
  );
}
