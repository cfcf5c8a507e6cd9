import { type AdminUserDetail, type Role, roles } from '@ritrova/shared';
import { MailCheck, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useApiErrorText } from '@/components/form/form-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useChangeRoleMutation, useResendVerificationMutation } from '../api/change-user';
import { SuspendDialog } from './suspend-dialog';

type AdminUserFacts = AdminUserDetail['user'];

/** The role select and "Salva ruolo"; the hint explains what a new role means for the account. */
function RoleForm({ user, disabled }: { user: AdminUserFacts; disabled: boolean }) {
  const { t } = useTranslation('adminUsers');
  const apiErrorText = useApiErrorText();
  const [role, setRole] = useState<Role>(user.role);
  const [saved, setSaved] = useState(false);
  const change = useChangeRoleMutation(user.id);
  const hintId = useId();
  const promotesUnprotected = role === 'admin' && !user.twoFactorEnabled;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    change.mutate(role, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      <SelectField
        label={t('user.role.label')}
        hint={t('user.role.hint')}
        value={role}
        disabled={disabled}
        onChange={(event) => {
          setRole(event.target.value as Role);
          setSaved(false);
          change.reset();
        }}
        options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
      />
      {promotesUnprotected && (
        <Alert tone="warning" id={hintId}>
          {t('user.role.needs_two_factor')}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={disabled || change.isPending || role === user.role} aria-describedby={promotesUnprotected ? hintId : undefined}>
          {change.isPending ? <ButtonSpinner /> : <Save aria-hidden="true" className="size-4" />}
          {t('user.role.save')}
        </Button>
      </div>
      {saved && <Alert tone="success">{t('user.role.saved', { role: t(`role.${user.role}`) })}</Alert>}
      {change.isError && (
        <Alert tone="error" title={t('user.role.failed')}>
          {apiErrorText(change.error)}
        </Alert>
      )}
    </form>
  );
}

/** "Reinvia email di verifica", for an address not verified yet. */
function ResendVerification({ user }: { user: AdminUserFacts }) {
  const { t } = useTranslation('adminUsers');
  const apiErrorText = useApiErrorText();
  const resend = useResendVerificationMutation(user.id);
  return (
    <div className="grid gap-3">
      <div>
        <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? <ButtonSpinner /> : <MailCheck aria-hidden="true" className="size-4" />}
          {t('user.resend.button')}
        </Button>
      </div>
      {resend.data && <Alert tone="success">{resend.data.sent ? t('user.resend.sent', { email: user.email }) : t('user.resend.already_verified')}</Alert>}
      {resend.isError && (
        <Alert tone="error" title={t('user.resend.failed')}>
          {apiErrorText(resend.error)}
        </Alert>
      )}
    </div>
  );
}

/** What an admin may change: role, suspension, the verification mail. Not on their own account. */
export function UserActions({ user }: { user: AdminUserFacts }) {
  const { t } = useTranslation('adminUsers');
  const { user: me } = useAuth();
  const own = me?.id === user.id;
  return (
    <section className="grid gap-5" aria-labelledby="admin-user-actions">
      <h2 id="admin-user-actions" className="text-lg font-bold text-ink">
        {t('user.actions')}
      </h2>
      {own && <Alert tone="info">{t('user.own_account')}</Alert>}
      <RoleForm user={user} disabled={own} />
      <div className="grid gap-2 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-ink">{t('user.suspension.title')}</h3>
        <p className="text-sm text-muted">{t(user.suspended ? 'user.suspension.suspended_text' : 'user.suspension.active_text')}</p>
        <div>
          <SuspendDialog user={user} disabled={own} />
        </div>
      </div>
      {!user.emailVerified && (
        <div className="grid gap-2 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-ink">{t('user.resend.title')}</h3>
          <p className="text-sm text-muted">{t('user.resend.text')}</p>
          <ResendVerification user={user} />
        </div>
      )}
      <Link
        to={`${paths.admin.audit}?targetType=user&targetId=${encodeURIComponent(user.id)}`}
        className="w-fit border-t border-slate-200 pt-4 text-sm font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('user.audit_link')}
      </Link>
    </section>
  );
}
