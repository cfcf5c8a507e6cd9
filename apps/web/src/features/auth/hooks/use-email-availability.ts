import { emailSchema } from '@ritrova/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmailAvailableQuery } from '../api/email-available';

export type EmailAvailability = 'idle' | 'checking' | 'available' | 'taken';

/** Issue spec: the check runs ~400 ms after typing stops, and only for a well-formed address. */
const debounceMs = 400;

/** Live availability of the address typed in the sign-up form. */
export function useEmailAvailability(email: string): EmailAvailability {
  const debounced = useDebouncedValue(email, debounceMs);
  const parsed = emailSchema.safeParse(debounced);
  const query = useEmailAvailableQuery(parsed.success ? parsed.data : null);
  if (!parsed.success || email !== debounced) return 'idle';
  if (query.isFetching && query.data === undefined) return 'checking';
  if (query.data === true) return 'available';
  if (query.data === false) return 'taken';
  return 'idle';
}
