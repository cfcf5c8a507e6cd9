import { passwordChecks } from '@ritrova/shared';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type CheckKey = (typeof passwordChecks)[number]['key'];
type RuleKey<K extends CheckKey> = K extends `validation.${infer Name}` ? `rule_${Name}` : never;

/** The key of a check's line in the checklist: `validation.password_digit` → `rule_password_digit`. */
function ruleKey<K extends CheckKey>(key: K): RuleKey<K> {
  return key.replace(/^validation\./, 'rule_') as RuleKey<K>;
}

/** The password rule as a live checklist under the field (spec §5). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('validation');
  return (
    <div id={id} className="mt-2">
      <p className="sr-only">{t('password_rules_title')}</p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {passwordChecks.map((check) => {
          const ok = check.test(password);
          return (
            <li key={check.key} className={cn('flex items-center gap-2', ok ? 'text-brand-800' : 'text-muted')}>
              {ok ? <Check aria-hidden="true" className="size-4" /> : <Circle aria-hidden="true" className="size-4" />}
              <span>
                {t(ruleKey(check.key))}
                <span className="sr-only"> — {ok ? t('rule_met') : t('rule_not_met')}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
