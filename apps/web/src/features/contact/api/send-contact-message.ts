import type { ContactMessageInput } from '@ritrova/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/contact`: public, answers 201 with the spec's success sentence. */
export function sendContactMessage(message: ContactMessageInput) {
  return apiClient.call('POST /api/contact', { body: message, retryOnUnauthorized: false });
}

export function useSendContactMessageMutation() {
  return useMutation({ mutationFn: sendContactMessage });
}
