import type { RoleBadge as Role } from '@ritrova/shared';
import { ShieldCheck, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/**
 * Beside a person's name: "Negozio" for a shop account, "Staff Ritrova" for Ritrova's staff, nothing
 * for anyone else (issue #24), so a name alone cannot pass for either. A screen reader hears what
 * the short word means ("account dello staff di Ritrova") instead of the word.
 */
export function RoleBadge({ badge }: { badge: Role }) {
  const { t } = useTranslation('common');
  if (badge === null) return null;
  const Icon = badge === 'shop' ? Store : ShieldCheck;
  return (
    <Badge tone={badge === 'shop' ? 'blue' : 'green'} className="ms-1.5 align-middle whitespace-nowrap">
      <Icon aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{t(`role_badge.${badge}`)}</span>
      <span className="sr-only">{t(`role_badge.${badge}_described`)}</span>
    </Badge>
  );
}
