import { isValidTagUid, normalizeTagUid, type TagProgrammingState } from '@ritrova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmTagProgramming } from '../api/confirm-tag-programming';
import { shopAreaKeys } from '../api/keys';
import { lockTagProgramming } from '../api/lock-tag-programming';
import { prepareTagProgramming } from '../api/prepare-tag-programming';
import { undoTagProgramming } from '../api/undo-tag-programming';
import { chipFailure, classifyTagContent, type ReadRecord, urlOnTag } from '../tag-programming';

/** Why a tag was not programmed (each has its own message). */
export type ProgrammingFailure =
  | 'no_serial'
  | 'other_url'
  | 'other_content'
  | 'locked'
  | 'not_formattable'
  | 'moved_away'
  | 'write_failed'
  | 'readback_mismatch'
  | 'lock_failed'
  | 'server';

/**
 * Where the programming of the tag in hand stands (decision 062):
 * `off` → `starting` → `ready` (hold a tag) → `busy` (preparing, writing, confirming, locking) →
 * `readback` (written: tap again to check) → `programmed` (counts: in the inventory) → `lock` (tap to
 * make it read-only) → `locked`. `overwrite`: the tag carries a Ritrova link of its own UID that differs.
 */
export type ProgrammingStep =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'start_failed' }
  | { kind: 'ready' }
  | { kind: 'busy'; uid: string; phase: 'preparing' | 'writing' | 'confirming' | 'locking' }
  | { kind: 'overwrite'; uid: string; url: string; onChip: string }
  | { kind: 'readback'; uid: string; url: string; otherTag?: boolean }
  | { kind: 'programmed'; uid: string }
  | { kind: 'already'; uid: string; state: TagProgrammingState }
  | { kind: 'lock'; uid: string; otherTag?: boolean }
  | { kind: 'locked'; uid: string }
  | { kind: 'failed'; uid: string | null; failure: ProgrammingFailure; error?: unknown };

/** A tag of the roll programmed in this session. */
export interface RollEntry {
  uid: string;
  state: 'programmed' | 'locked';
}

/** The undo of the last unlocked tag: in progress, done (its URL stays on the chip), or failed with the server's answer. */
export type UndoState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; uid: string } | { kind: 'failed'; error: unknown };

/**
 * Programs a roll of plain tags with Web NFC: one reader scans for the whole session; each reading moves
 * the tag in hand one step (prepare → write → read back → confirm; lock on request). Readings that come
 * while a step talks to the chip or the server are ignored.
 */
export function useTagProgrammer() {
  const queryClient = useQueryClient();
  const [step, setStepState] = useState<ProgrammingStep>({ kind: 'off' });
  const stepRef = useRef(step);
  const [roll, setRoll] = useState<RollEntry[]>([]);
  const [undo, setUndo] = useState<UndoState>({ kind: 'idle' });
  const readerRef = useRef<NDEFReader | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const busyRef = useRef(false);

  const setStep = useCallback((next: ProgrammingStep) => {
    stepRef.current = next;
    setStepState(next);
  }, []);

  const remember = useCallback(
    (uid: string, state: RollEntry['state']) => {
      setRoll((entries) => (entries.some((e) => e.uid === uid) ? entries.map((e) => (e.uid === uid ? { uid, state } : e)) : [...entries, { uid, state }]));
      void queryClient.invalidateQueries({ queryKey: shopAreaKeys.tags() });
    },
    [queryClient],
  );

  const confirm = useCallback(
    async (uid: string, readBack: string) => {
      setStep({ kind: 'busy', uid, phase: 'confirming' });
      const programming = await confirmTagProgramming(uid, readBack);
      remember(uid, programming.state === 'locked' ? 'locked' : 'programmed');
      setStep(programming.state === 'locked' ? { kind: 'locked', uid } : { kind: 'programmed', uid });
    },
    [remember, setStep],
  );

  const write = useCallback(
    async (uid: string, url: string) => {
      const reader = readerRef.current;
      if (!reader) return;
      setStep({ kind: 'busy', uid, phase: 'writing' });
      try {
        await reader.write({ records: [{ recordType: 'url', data: url }] }, { signal: controllerRef.current?.signal });
        setStep({ kind: 'readback', uid, url });
      } catch (error) {
        setStep({ kind: 'failed', uid, failure: chipFailure(error) });
      }
    },
    [setStep],
  );

  const lockInHand = useCallback(
    async (uid: string) => {
      const reader = readerRef.current;
      if (!reader) return;
      setStep({ kind: 'busy', uid, phase: 'locking' });
      try {
        await reader.makeReadOnly({ signal: controllerRef.current?.signal });
      } catch {
        // Whatever the chip said, the tag is programmed and counted: only the lock did not happen.
        setStep({ kind: 'failed', uid, failure: 'lock_failed' });
        return;
      }
      await lockTagProgramming(uid);
      remember(uid, 'locked');
      setStep({ kind: 'locked', uid });
    },
    [remember, setStep],
  );

  /** A new tag in hand: refuse foreign content, prepare on the server, then write (or offer to overwrite). */
  const startTag = useCallback(
    async (uid: string, records: ReadonlyArray<ReadRecord>) => {
      const content = classifyTagContent(records, uid);
      if (content === 'other_url' || content === 'other_content') {
        setStep({ kind: 'failed', uid, failure: content });
        return;
      }
      setStep({ kind: 'busy', uid, phase: 'preparing' });
      const programming = await prepareTagProgramming(uid);
      if (programming.state !== 'prepared') {
        setStep({ kind: 'already', uid, state: programming.state });
        return;
      }
      const onChip = urlOnTag(records);
      // A tag already carrying exactly its URL: this reading is its read-back.
      if (onChip === programming.url) await confirm(uid, onChip);
      else if (onChip !== null) setStep({ kind: 'overwrite', uid, url: programming.url, onChip });
      else await write(uid, programming.url);
    },
    [confirm, setStep, write],
  );

  const onReading = useCallback(
    async (serialNumber: string | undefined, records: ReadonlyArray<ReadRecord>) => {
      if (busyRef.current) return;
      const uid = normalizeTagUid(serialNumber ?? '');
      const current = stepRef.current;
      if (!isValidTagUid(uid)) {
        setStep({ kind: 'failed', uid: null, failure: 'no_serial' });
        return;
      }
      busyRef.current = true;
      try {
        if (current.kind === 'readback') {
          if (uid !== current.uid) setStep({ ...current, otherTag: true });
          else if (urlOnTag(records) !== current.url) setStep({ kind: 'failed', uid, failure: 'readback_mismatch' });
          else await confirm(uid, current.url);
        } else if (current.kind === 'lock') {
          if (uid !== current.uid) setStep({ ...current, otherTag: true });
          else await lockInHand(uid);
        } else if (current.kind === 'overwrite' && current.uid === uid) {
          // Waiting for the shop's answer: holding the tag again changes nothing.
        } else {
          await startTag(uid, records);
        }
      } catch (error) {
        setStep({ kind: 'failed', uid, failure: 'server', error });
      } finally {
        busyRef.current = false;
      }
    },
    [confirm, lockInHand, setStep, startTag],
  );

  /** Starts the reader (Web NFC asks for permission on this tap). */
  const start = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setStep({ kind: 'starting' });
    try {
      const reader = new NDEFReader();
      readerRef.current = reader;
      reader.addEventListener('reading', (event) => void onReading(event.serialNumber, event.message?.records ?? []), { signal: controller.signal });
      reader.addEventListener('readingerror', () => setStep({ kind: 'failed', uid: null, failure: 'no_serial' }), { signal: controller.signal });
      await reader.scan({ signal: controller.signal });
      if (!controller.signal.aborted) setStep({ kind: 'ready' });
    } catch {
      if (!controller.signal.aborted) setStep({ kind: 'start_failed' });
    }
  }, [onReading, setStep]);

  /** The shop chose to write over a Ritrova link of the same UID. */
  const overwrite = useCallback(async () => {
    const current = stepRef.current;
    if (current.kind !== 'overwrite' || busyRef.current) return;
    busyRef.current = true;
    try {
      await write(current.uid, current.url);
    } finally {
      busyRef.current = false;
    }
  }, [write]);

  /** Asks for the programmed tag in hand to be held again, to make it read-only. */
  const requestLock = useCallback(() => {
    const current = stepRef.current;
    if (current.kind === 'programmed' || (current.kind === 'already' && current.state === 'programmed')) setStep({ kind: 'lock', uid: current.uid });
  }, [setStep]);

  /** Leaves the tag in hand as it is and waits for the next one. */
  const next = useCallback(() => setStep({ kind: 'ready' }), [setStep]);

  /** Undoes the last tag of the roll that is not locked: it leaves the inventory (its URL stays on the chip). */
  const undoLast = useCallback(async () => {
    const last = [...roll].reverse().find((entry) => entry.state === 'programmed');
    if (!last) return;
    setUndo({ kind: 'busy' });
    try {
      await undoTagProgramming(last.uid);
      setRoll((entries) => entries.filter((entry) => entry.uid !== last.uid));
      void queryClient.invalidateQueries({ queryKey: shopAreaKeys.tags() });
      setUndo({ kind: 'done', uid: last.uid });
      const current = stepRef.current;
      if ('uid' in current && current.uid === last.uid) setStep({ kind: 'ready' });
    } catch (error) {
      setUndo({ kind: 'failed', error });
    }
  }, [queryClient, roll, setStep]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const undoable = roll.some((entry) => entry.state === 'programmed');
  return { step, roll, undo, undoable, start, overwrite, requestLock, next, undoLast };
}
