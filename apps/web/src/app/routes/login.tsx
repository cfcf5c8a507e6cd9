import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <GoogleSignInButton intent="login" />
      <LoginForm />
    </AuthLayout>
  );
}
