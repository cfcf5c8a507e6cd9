import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <GoogleSignInButton intent="register" />
      <RegisterForm />
    </AuthLayout>
  );
}
