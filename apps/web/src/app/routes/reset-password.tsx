import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
