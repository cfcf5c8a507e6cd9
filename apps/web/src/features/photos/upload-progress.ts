import type { ParseKeys } from 'i18next';

/** Spec §4 photo upload item: the bar grows 10% every 200 ms up to 90% while the upload runs. */
export const progressTickMs = 200;
export const progressStep = 10;
export const progressCeiling = 90;
/** Spec §4: finished and failed items leave the list about 3 s later. */
export const finishedItemLingerMs = 3000;
/** One retry after a network error. */
export const maxUploadAttempts = 2;

/** Where an upload is, as its text says it (spec §4 upload stages). */
export type UploadStage =
  | { name: 'waiting' }
  | { name: 'processing' }
  | { name: 'compressing' }
  | { name: 'uploading'; attempt: number }
  | { name: 'optimizing' }
  | { name: 'complete' }
  | { name: 'failed' };

/** One tick of the bar while nothing better is known: 10 points more, never past 90. */
export function nextSimulatedProgress(current: number): number {
  return Math.min(progressCeiling, current + progressStep);
}

/**
 * The percentage shown while uploading: the ticking estimate, or the bytes
 * really sent where the browser reports them, whichever is further; 100 is kept
 * for the server's answer.
 */
export function shownProgress(simulated: number, sentFraction: number): number {
  const sent = Math.floor(Math.min(1, Math.max(0, sentFraction)) * progressCeiling);
  return Math.min(progressCeiling, Math.max(simulated, sent));
}

/** Whether the stage is an end (the item then leaves the list after a while). */
export function isFinished(stage: UploadStage): boolean {
  return stage.name === 'complete' || stage.name === 'failed';
}

/** The translation key of a stage's text and its values (`photos:stage.*`). */
export function stageText(stage: UploadStage): { key: ParseKeys<'photos'>; values?: Record<string, number> } {
  if (stage.name === 'uploading') {
    return stage.attempt > 1 ? { key: 'stage.retrying', values: { attempt: stage.attempt, max: maxUploadAttempts } } : { key: 'stage.uploading' };
  }
  return { key: `stage.${stage.name}` };
}
