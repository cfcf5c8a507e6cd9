import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a burst of calls once, after the last one has settled', () => {
    const task = vi.fn();
    const debounced = debounce(task, 300);
    debounced.call();
    vi.advanceTimersByTime(200);
    debounced.call();
    debounced.call();
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(debounced.pending).toBe(false);
  });

  it('drops a waiting call when cancelled', () => {
    const task = vi.fn();
    const debounced = debounce(task, 300);
    debounced.call();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
