/**
 * Heavy server work (a speech process, a segmentation model) runs through a small queue per process: at most
 * `concurrency` jobs run at once and at most `waiting` more wait their turn. Beyond that the request is refused
 * at once with 503 and Retry-After, before anything is spent (an AI generation, a process), instead of piling up
 * processes until the machine falls over.
 */
import "server-only";

import { ApiError } from "@/lib/server/api";
import { getEnv } from "@/lib/server/env";

export const BUSY_RETRY_AFTER_SECONDS = 5;

export class WorkQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly waiting: number,
  ) {}

  /** Runs `work` when a slot is free; 503 `server_busy` at once when every slot and every waiting place is taken. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency && this.queue.length >= this.waiting) {
      return Promise.reject(
        new ApiError(503, "The server is busy with other requests. Please try again in a few seconds.", "server_busy", {
          "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
        }),
      );
    }
    const start = () => {
      this.running++;
      return work().finally(() => {
        this.running--;
        this.queue.shift()?.();
      });
    };
    if (this.running < this.concurrency) return start();
    return new Promise<void>((resolve) => this.queue.push(resolve)).then(start);
  }
}

const QUEUES = Symbol.for("msx.workQueues");
type Slot = { [QUEUES]?: Map<string, WorkQueue> };

/**
 * The process's queue for one kind of heavy work (shared by every route bundle of the process):
 * HEAVY_WORK_CONCURRENCY jobs at once (default 2), twice as many waiting.
 */
export function heavyWork(kind: string): WorkQueue {
  const slot = globalThis as Slot;
  const queues = (slot[QUEUES] ??= new Map());
  let queue = queues.get(kind);
  if (!queue) {
    const concurrency = Math.max(1, getEnv().HEAVY_WORK_CONCURRENCY);
    queue = new WorkQueue(concurrency, concurrency * 2);
    queues.set(kind, queue);
  }
  return queue;
}
