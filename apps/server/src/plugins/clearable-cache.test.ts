import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClearableCache } from './clearable-cache';

describe('createClearableCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes a value once and keeps it until cleared', async () => {
    const cache = createClearableCache<number>();
    const make = vi.fn(async () => make.mock.calls.length);
    expect(await cache.get('a', make)).toBe(1);
    expect(await cache.get('a', make)).toBe(1);
    cache.clear();
    expect(await cache.get('a', make)).toBe(2);
  });

  it('forgets one key and keeps the others', async () => {
    const cache = createClearableCache<string>();
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.delete('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });

  it('does not keep a value whose making began before a clear', async () => {
    const cache = createClearableCache<string>();
    let finish!: (value: string) => void;
    const before = cache.get('a', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish('old');
    expect(await before).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('does not keep a failure', async () => {
    const cache = createClearableCache<string>();
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('with maxAgeMs, makes the value again once it is that old', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = createClearableCache<number>({ maxAgeMs: 30_000 });
    let made = 0;
    const make = async () => (made += 1);
    expect(await cache.get('a', make)).toBe(1);
    vi.setSystemTime(29_999);
    expect(await cache.get('a', make)).toBe(1);
    vi.setSystemTime(30_000);
    expect(await cache.get('a', make)).toBe(2);
  });
});
