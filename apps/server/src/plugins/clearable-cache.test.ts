import { describe, expect, it, vi } from 'vitest';
import { createClearableCache } from './clearable-cache';

describe('createClearableCache', () => {
  it('makes a value once and keeps it until cleared', async () => {
    const cache = createClearableCache<number>();
    const make = vi.fn(async () => make.mock.calls.length);
    expect(await cache.get('a', make)).toBe(1);
    expect(await cache.get('a', make)).toBe(1);
    cache.clear();
    expect(await cache.get('a', make)).toBe(2);
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
});
