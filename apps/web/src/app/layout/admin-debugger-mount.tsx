import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/use-auth';

// Its own chunk: nobody but an admin ever downloads it.
const ApiDebugger = lazy(async () => {
  const [{ ApiDebugger: Debugger }, { PageQueries }] = await Promise.all([import('@/features/admin-debug/api-debugger'), import('@/lib/page-queries')]);
  return {
    default: () => (
      <PageQueries>
        <Debugger />
      </PageQueries>
    ),
  };
});

/** Spec §2: admins get the floating API debugger on every screen (with their second factor on, as the API requires). */
export function AdminDebuggerMount() {
  const { user } = useAuth();
  if (user?.role !== 'admin' || !user.twoFactorEnabled) return null;
  return (
    <Suspense fallback={null}>
      <ApiDebugger />
    </Suspense>
  );
}
