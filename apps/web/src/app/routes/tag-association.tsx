import { TagAssociationView } from '@/features/nfc/components/tag-association-view';

/** /tag-association and /nfc/associate (public wrappers: anonymous users are asked to sign in). */
export function Component() {
  return <TagAssociationView />;
}
