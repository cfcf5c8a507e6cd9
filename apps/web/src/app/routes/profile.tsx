import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { AccountFacts } from '@/features/account/components/account-facts';
import { ProfileForm } from '@/features/account/components/profile-form';
import { useAuth } from '@/lib/auth/use-auth';

export function Component() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${t('profile.title')} · Ritrova`}</title>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('profile.title')}</h1>
      <AccountFacts user={user} />
      <Card>
        <h2 className="text-lg font-bold text-ink">{t('profile.edit_title')}</h2>
        <div className="mt-4">
          <ProfileForm key={user.id} user={user} />
        </div>
      </Card>
    </div>
  );
}
