import { describe, expect, it } from 'vitest';
import { isFinished, nextSimulatedProgress, shownProgress, stageText } from './upload-progress';

describe('nextSimulatedProgress', () => {
  it('grows 10 points a tick and stops at 90', () => {
    const ticks: number[] = [];
    let progress = 0;
    for (let i = 0; i < 12; i += 1) {
      progress = nextSimulatedProgress(progress);
      ticks.push(progress);
    }
    expect(ticks).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
  });
});

describe('shownProgress', () => {
  it('follows the bytes really sent when they are ahead of the estimate', () => {
    expect(shownProgress(10, 0.5)).toBe(45);
    expect(shownProgress(60, 0.5)).toBe(60);
  });

  it('keeps 100 for the server answer', () => {
    expect(shownProgress(90, 1)).toBe(90);
    expect(shownProgress(20, 1.3)).toBe(90);
    expect(shownProgress(0, -1)).toBe(0);
  });
});

describe('stageText', () => {
  it('names each stage, with the attempt when an upload is retried', () => {
    expect(stageText({ name: 'compressing' })).toEqual({ key: 'stage.compressing' });
    expect(stageText({ name: 'uploading', attempt: 1 })).toEqual({ key: 'stage.uploading' });
    expect(stageText({ name: 'uploading', attempt: 2 })).toEqual({ key: 'stage.retrying', values: { attempt: 2, max: 2 } });
  });

  it('ends at complete or failed', () => {
    expect(isFinished({ name: 'complete' })).toBe(true);
    expect(isFinished({ name: 'failed' })).toBe(true);
    expect(isFinished({ name: 'optimizing' })).toBe(false);
    expect(isFinished({ name: 'waiting' })).toBe(false);
  });
});
