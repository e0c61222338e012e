/** Why a job was refused a place in the queue. */
export type QueueRefusal = 'OWNER_QUEUE_FULL' | 'QUEUE_FULL';

export interface FairQueueLimits {
  /** Jobs one owner may have waiting (besides the one in flight). */
  maxPerOwner: number;
  /** Jobs waiting across all owners. */
  maxTotal: number;
}

/**
 * Waiting jobs by owner, served round-robin: each owner in turn gives its oldest job, and an owner whose
 * previous job is still in flight is skipped. Pure bookkeeping: no timers, no I/O.
 */
export class FairQueue<T> {
  private readonly byOwner = new Map<string, T[]>();
  /** Owners with waiting jobs, in the order they are next served. */
  private readonly rotation: string[] = [];
  private total = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  get length(): number {
    return this.total;
  }

  /** Why `owner` may not queue one more job now, or null when it may. */
  refusal(owner: string): QueueRefusal | null {
    if ((this.byOwner.get(owner)?.length ?? 0) >= this.limits.maxPerOwner) return 'OWNER_QUEUE_FULL';
    if (this.total >= this.limits.maxTotal) return 'QUEUE_FULL';
    return null;
  }

  /** Queues a job; the caller checks refusal() first. */
  push(owner: string, item: T): void {
    const waiting = this.byOwner.get(owner);
    if (waiting) waiting.push(item);
    else {
      this.byOwner.set(owner, [item]);
      this.rotation.push(owner);
    }
    this.total++;
  }

  remove(owner: string, item: T): boolean {
    const waiting = this.byOwner.get(owner);
    const index = waiting?.indexOf(item) ?? -1;
    if (!waiting || index < 0) return false;
    waiting.splice(index, 1);
    this.total--;
    if (!waiting.length) this.forget(owner);
    return true;
  }

  /** The next job in turn whose owner is not busy; its owner moves to the back of the rotation. */
  take(isBusy: (owner: string) => boolean): { owner: string; item: T } | null {
    const at = this.rotation.findIndex((owner) => !isBusy(owner));
    if (at < 0) return null;
    const owner = this.rotation[at];
    const waiting = this.byOwner.get(owner)!;
    const item = waiting.shift()!;
    this.total--;
    this.rotation.splice(at, 1);
    if (waiting.length) this.rotation.push(owner);
    else this.byOwner.delete(owner);
    return { owner, item };
  }

  /** Empties the queue, returning every waiting job. */
  drain(): T[] {
    const all = this.rotation.flatMap((owner) => this.byOwner.get(owner) ?? []);
    this.byOwner.clear();
    this.rotation.length = 0;
    this.total = 0;
    return all;
  }

  private forget(owner: string): void {
    this.byOwner.delete(owner);
    const at = this.rotation.indexOf(owner);
    if (at >= 0) this.rotation.splice(at, 1);
  }
}
