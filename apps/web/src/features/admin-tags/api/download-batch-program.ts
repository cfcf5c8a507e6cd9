import { useMutation } from '@tanstack/react-query';
import { downloadTagProgram, type ProgramFormat } from '@/lib/tags/download-tag-program';

export type { ProgramFormat };

/**
 * `GET /api/admin/tags/batches/{batch}/provisioning.{csv,json}`: a plain batch's tags for an encoding
 * machine (UID, pages to write, PWD/PACK), downloaded as a file. It holds the tags' passwords.
 */
export function useDownloadBatchProgramMutation() {
  return useMutation({
    mutationFn: ({ batch, format }: { batch: string; format: ProgramFormat }) => downloadTagProgram('admin', batch, format),
  });
}
