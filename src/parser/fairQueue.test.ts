import { describe, expect, it } from 'vitest';
import { FairQueue } from './fairQueue';

describe('fair queue', () => {
  it('serves owners in turn, not in arrival order', () => {
    const q = new FairQueue<string>({ maxPerOwner: 5, maxTotal: 10 });
    for (const job of ['a1', 'a2', 'a3']) q.push('a', job);
    q.push('b', 'b1');
    q.push('c', 'c1');
    q.push('b', 'b2');
    const order: string[] = [];
    for (let next = q.take(() => false); next; next = q.take(() => false)) order.push(next.item);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(q.length).toBe(0);
  });

  it('skips an owner whose job is in flight', () => {
    const q = new FairQueue<string>({ maxPerOwner: 5, maxTotal: 10 });
    q.push('a', 'a1');
    q.push('b', 'b1');
    expect(q.take((owner) => owner === 'a')?.item).toBe('b1');
    expect(q.take((owner) => owner === 'a')).toBeNull();
    expect(q.take(() => false)?.item).toBe('a1');
  });

  it('refuses beyond the per-owner and the total limits', () => {
    const q = new FairQueue<string>({ maxPerOwner: 2, maxTotal: 3 });
    q.push('a', 'a1');
    q.push('a', 'a2');
    expect(q.refusal('a')).toBe('OWNER_QUEUE_FULL');
    expect(q.refusal('b')).toBeNull();
    q.push('b', 'b1');
    expect(q.refusal('c')).toBe('QUEUE_FULL');
  });

  it('removes a job that left the queue and drains the rest', () => {
    const q = new FairQueue<string>({ maxPerOwner: 2, maxTotal: 3 });
    q.push('a', 'a1');
    q.push('b', 'b1');
    expect(q.remove('a', 'a1')).toBe(true);
    expect(q.remove('a', 'a1')).toBe(false);
    expect(q.refusal('a')).toBeNull();
    expect(q.drain()).toEqual(['b1']);
    expect(q.take(() => false)).toBeNull();
  });
});
