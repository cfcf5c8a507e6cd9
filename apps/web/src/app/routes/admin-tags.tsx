import { TagsView } from '@/features/admin-tags/components/tags-view';

/** /admin/tags (role admin): the tag inventory and batches. */
export function Component() {
  return <TagsView />;
}
