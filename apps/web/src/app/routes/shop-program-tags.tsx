import { TagProgrammingView } from '@/features/shop-area/components/tag-programming-view';

/** /shop/tags/program (role shop): program blank tags from the phone with Web NFC, or the NXP TagWriter instructions. */
export function Component() {
  return <TagProgrammingView />;
}
