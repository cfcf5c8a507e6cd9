import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto, usePhotoUploaded } from '../api/upload-photo';
import { isRetryableUploadError, type PhotoMessage, photoFailureMessage, photoRejection } from '../photo-errors';
import { fileProblem, remainingSlots, selectionProblem } from '../photo-rules';
import { preparePhoto } from '../prepare-photo';
import {
  finishedItemLingerMs,
  isFinished,
  maxUploadAttempts,
  nextSimulatedProgress,
  progressTickMs,
  shownProgress,
  type UploadStage,
} from '../upload-progress';
import { usePhotoText } from './use-photo-text';

/** One picked file on its way to the server (spec §4 photo upload item). */
export interface UploadItem {
  id: number;
  fileName: string;
  stage: UploadStage;
  /** 0 to 100. */
  progress: number;
  problem?: PhotoMessage;
}

/** A file that was not uploaded and why; kept until the next selection. */
export interface UploadNotice {
  id: number;
  fileName?: string;
  problem: PhotoMessage;
}

type Batch = { total: number; uploaded: number; failed: number };

/**
 * The upload queue of a bike's photos: checks a selection, then prepares and
 * sends the files one after another (the server takes 5 an hour), retrying once
 * after a network error. `announcement` is the latest result, for a polite live region.
 */
export function usePhotoUploads(bikeId: string, photoCount: number) {
  const { t } = useTranslation('photos');
  const photoText = usePhotoText();
  const uploaded = usePhotoUploaded(bikeId);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [notices, setNotices] = useState<UploadNotice[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const lastId = useRef(0);
  const newId = () => {
    lastId.current += 1;
    return lastId.current;
  };
  const lifetime = useRef<AbortController | null>(null);
  const removals = useRef(new Set<number>());

  // Leaving the page cancels the upload under way and drops the ones waiting.
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    const timers = removals.current;
    return () => {
      controller.abort();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  const pending = items.filter((item) => !isFinished(item.stage)).length;
  const remaining = remainingSlots(photoCount, pending);

  const update = useCallback((id: number, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const send = async (id: number, file: File, attempt: number, signal: AbortSignal) => {
    update(id, { stage: { name: 'uploading', attempt }, progress: 0 });
    let simulated = 0;
    let sent = 0;
    const ticker = window.setInterval(() => {
      simulated = nextSimulatedProgress(simulated);
      update(id, { progress: shownProgress(simulated, sent) });
    }, progressTickMs);
    try {
      return await uploadPhoto(bikeId, file, {
        signal,
        onProgress: (fraction) => {
          sent = fraction;
          update(id, { progress: shownProgress(simulated, sent) });
        },
        onSent: () => update(id, { stage: { name: 'optimizing' } }),
      });
    } finally {
      window.clearInterval(ticker);
    }
  };

  /** Prepares and sends one file; the problem that stopped it, or null once stored. */
  const process = async (id: number, file: File, signal: AbortSignal): Promise<PhotoMessage | null> => {
    update(id, { stage: { name: 'processing' } });
    const prepared = await preparePhoto(file, () => update(id, { stage: { name: 'compressing' } }));
    if ('problem' in prepared) return prepared.problem;
    for (let attempt = 1; ; attempt += 1) {
      try {
        uploaded(await send(id, prepared.file, attempt, signal));
        return null;
      } catch (error) {
        if (attempt < maxUploadAttempts && isRetryableUploadError(error) && !signal.aborted) continue;
        return photoFailureMessage(error, 'upload_failed');
      }
    }
  };

  const finish = (item: UploadItem, problem: PhotoMessage | null, batch: Batch) => {
    if (problem) batch.failed += 1;
    else batch.uploaded += 1;
    update(item.id, problem ? { stage: { name: 'failed' }, problem } : { stage: { name: 'complete' }, progress: 100 });
    if (problem) setNotices((list) => [...list, { id: item.id, fileName: item.fileName, problem }]);
    const result = problem ? t('announce.failed', { name: item.fileName, reason: photoText(problem) }) : t('announce.uploaded', { name: item.fileName });
    const batchOver = batch.uploaded + batch.failed === batch.total;
    const partial =
      batchOver && batch.failed > 0 && batch.uploaded > 0 ? ` ${photoText({ key: 'errors.partial_upload', values: { ...batch, count: batch.uploaded } })}` : '';
    setAnnouncement(result + partial);
    const timer = window.setTimeout(() => {
      removals.current.delete(timer);
      setItems((list) => list.filter((entry) => entry.id !== item.id));
    }, finishedItemLingerMs);
    removals.current.add(timer);
  };

  /** Takes a selection (picker or drop): refused whole beyond the free slots, then file by file. */
  const add = (files: File[]) => {
    const signal = lifetime.current?.signal;
    if (!signal) return;
    const refusal = selectionProblem(files.length, remaining);
    if (refusal) {
      const problem = photoRejection(refusal, { max: remaining });
      setNotices([{ id: newId(), problem }]);
      setAnnouncement(photoText(problem));
      return;
    }
    const refused: UploadNotice[] = [];
    const accepted: Array<{ item: UploadItem; file: File }> = [];
    for (const file of files) {
      const problem = fileProblem(file);
      const id = newId();
      if (problem) refused.push({ id, fileName: file.name, problem: photoRejection(problem) });
      else accepted.push({ item: { id, fileName: file.name, stage: { name: 'waiting' }, progress: 0 }, file });
    }
    setNotices(refused);
    if (refused.length > 0) setAnnouncement(refused.map((notice) => `${notice.fileName}: ${photoText(notice.problem)}`).join(' '));
    setItems((list) => [...list, ...accepted.map(({ item }) => item)]);
    const batch: Batch = { total: accepted.length, uploaded: 0, failed: 0 };
    for (const { item, file } of accepted) {
      queue.current = queue.current.then(async () => {
        if (signal.aborted) return;
        // NOTE: the queue must go on whatever happens to one file, so nothing may reject here.
        const problem = await process(item.id, file, signal).catch((error: unknown) => photoFailureMessage(error, 'upload_failed'));
        if (!signal.aborted) finish(item, problem, batch);
      });
    }
  };

  return { items, notices, announcement, remaining, add };
}
