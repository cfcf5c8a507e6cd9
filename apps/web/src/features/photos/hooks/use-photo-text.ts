import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoMessage } from '../photo-errors';
import { photoLimitValues } from '../photo-rules';

/**
 * Translates a photo message; every text may mention the shared limits ("at most
 * {{maxMb}} MB"). `max` (files a selection may hold) defaults to a bike's limit.
 */
export function usePhotoText() {
  const { t } = useTranslation('photos');
  return useCallback((message: PhotoMessage) => t(message.key, { max: photoLimitValues.perBike, ...photoLimitValues, ...message.values }), [t]);
}
