import { type AdminUserListQuery, roles } from '@ritrova/shared';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUsersQuery } from '../api/get-users';
import { LoadFailed, Pager } from './shared';
import { UsersTable } from './users-table';

const statuses = ['active', 'suspended'] as const;

/** Reads the list's filters from the address, so a search can be shared and survives a reload. */
function filtersOf(params: URLSearchParams): AdminUserListQuery {
  const role = roles.find((r) => r === params.get('role'));
  const status = statuses.find((s) => s === params.get('status'));
  const page = Number(params.get('page'));
  return { q: params.get('q') || undefined, role, status, page: Number.isInteger(page) && page > 1 ? page : undefined };
}

/** /admin/users: search accounts by name, surname or e-mail; filter by role and status. */
export function UsersView() {
  const { t } = useTranslation('adminUsers');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [search, setSearch] = useState(filters.q ?? '');
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = useUsersQuery(filters);

  const update = (changes: Partial<Record<'q' | 'role' | 'status' | 'page', string | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // The typed search reaches the address (and the query) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text should update the address.
  useEffect(() => {
    if (debounced !== (filters.q ?? '')) update({ q: debounced || undefined });
  }, [debounced]);

  return (
    <div className="grid min-w-0 gap-6">
      <title>{`${t('list.title')} · Ritrova`}</title>
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
          <Users aria-hidden="true" className="size-7 text-brand-700" />
          {t('list.title')}
        </h1>
        <p className="text-muted">{t('list.intro')}</p>
      </header>
      <Card className="grid min-w-0 gap-4">
        <search aria-label={t('list.filters')} className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <TextField
            label={t('list.search')}
            hint={t('list.search_hint')}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label={t('list.role')}
            value={filters.role ?? ''}
            onChange={(event) => update({ role: event.target.value })}
            options={[{ value: '', label: t('list.any') }, ...roles.map((role) => ({ value: role, label: t(`role.${role}`) }))]}
          />
          <SelectField
            label={t('list.status')}
            value={filters.status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
            options={[{ value: '', label: t('list.any') }, ...statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
          />
        </search>
        {users.isPending && <Spinner label={t('list.loading')} />}
        {users.isError && <LoadFailed text={t('list.load_failed')} onRetry={() => void users.refetch()} pending={users.isFetching} />}
        {users.data && (
          <>
            <p className="text-ink" aria-live="polite">
              {t('list.count', { count: users.data.total })}
            </p>
            {users.data.users.length > 0 && <UsersTable users={users.data.users} />}
            <Pager page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} onPage={(page) => update({ page: String(page) })} />
          </>
        )}
      </Card>
    </div>
  );
}
