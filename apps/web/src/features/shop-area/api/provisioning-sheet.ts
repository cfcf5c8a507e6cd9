import { useMutation } from '@tanstack/react-query';
import { downloadTagProgram, type ProgramFormat } from '@/lib/tags/download-tag-program';

/**
 * `GET /api/shop/tag-batches/{batch}/provisioning.{csv,json}` (decision 061): the shop's own tags of a
 * plain batch Ritrova assigned to it, for NXP TagWriter or an encoding machine, downloaded as a file.
 */
export function useDownloadShopBatchProgramMutation() {
  return useMutation({
    mutationFn: ({ batch, format }: { batch: string; format: ProgramFormat }) => downloadTagProgram('shop', batch, format),
  });
}
