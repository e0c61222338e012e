import { describe, expect, it } from 'vitest';
import { ocrProcesses } from '../pool';
import { OcrEngine, OcrEngines } from './engine';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OCR engine threads', () => {
  it('reads as many pages at once as there are threads, and answers in the pages’ order', async () => {
    const engines = new OcrEngines(2);
    let running = 0;
    let most = 0;
    const used = new Set<OcrEngine>();
    const out = await engines.each([30, 5, 20, 1, 10], async (ms, engine) => {
      used.add(engine);
      most = Math.max(most, ++running);
      await later(ms);
      running--;
      return ms * 2;
    });
    expect(out).toEqual([60, 10, 40, 2, 20]);
    expect(most).toBe(2);
    expect(used.size).toBe(2);
  });

  it('a page that fails fails the reading only once the other pages have ended', async () => {
    const engines = new OcrEngines(2);
    const ended: number[] = [];
    const err = await engines
      .each([1, 2, 3], async (page) => {
        if (page === 1) throw new Error('page 1 over its budget');
        await later(20);
        ended.push(page);
      })
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe('page 1 over its budget');
    expect(ended).toEqual([2, 3]);
    // The threads are free again.
    expect(await engines.each([4], async (page) => page)).toEqual([4]);
  });

  it('refuses a process without a thread', () => {
    expect(() => new OcrEngines(0)).toThrow(RangeError);
  });

  it('lays OCR_THREADS out in processes of up to two threads, never more than the cores', () => {
    expect(ocrProcesses(0, 8)).toEqual({ processes: 0, threadsEach: 0 });
    expect(ocrProcesses(1, 8)).toEqual({ processes: 1, threadsEach: 1 });
    expect(ocrProcesses(2, 8)).toEqual({ processes: 1, threadsEach: 2 });
    expect(ocrProcesses(3, 8)).toEqual({ processes: 1, threadsEach: 2 });
    expect(ocrProcesses(8, 8)).toEqual({ processes: 4, threadsEach: 2 });
    expect(ocrProcesses(8, 2)).toEqual({ processes: 1, threadsEach: 2 });
    expect(ocrProcesses(4, 1)).toEqual({ processes: 1, threadsEach: 1 });
  });

  it('an image the engine cannot read fails its page, and the engine reads the next one', async () => {
    const engine = new OcrEngine();
    try {
      const garbage = new Uint8Array([80, 53, 10, 255, 255]);
      await expect(engine.readPage(garbage, 3, 20_000)).rejects.toMatchObject({ code: 'DAMAGED' });
      // A blank 40 x 20 page (PGM): read, with no words.
      const blank = new Uint8Array([...Buffer.from('P5\n40 20\n255\n'), ...new Uint8Array(800).fill(255)]);
      expect((await engine.readPage(blank, 4, 20_000)).blocks.flatMap((b) => b.paragraphs)).toEqual([]);
    } finally {
      await engine.stop();
    }
  }, 60_000);
});
