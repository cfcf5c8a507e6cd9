import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

export function Component() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <AuthLayout title={t('verify.title')}>
      <VerifyEmailStatus token={token} />
    </AuthLayout>
  );
}
