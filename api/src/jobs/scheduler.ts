import type { Db, Queryable } from '../db/db';

/**
 * A scheduled job (DESIGN §3): reservation status changes, bank settlement, recurring renewals,
 * month-end invoicing. `run` must be idempotent — it may run again after a crash, or on another
 * replica — and it gets the transaction that holds the job's lock.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(tx: Queryable, now: Date): Promise<unknown>;
  /**
   * Work after the lock's transaction committed, given what `run` answered: slow outside calls
   * (webhook deliveries) that must not hold a transaction, nor PGlite's one connection, while they wait.
   */
  afterCommit?(result: unknown, now: Date): Promise<unknown>;
}

export interface Scheduler {
  register(job: Job): void;
  /** Runs a job now, under its lock; answers false when another replica holds it. */
  runNow(name: string, now?: Date): Promise<boolean>;
  start(): void;
  stop(): void;
  readonly jobs: readonly string[];
}

/**
 * Runs `job` inside one transaction guarded by a transaction-scoped advisory lock, so that when
 * several API replicas share a database one of them runs it and the others skip this round. The
 * lock is released with the transaction, whatever happens (no session to leak it on a pooled
 * connection). PGlite has one connection, so there it always gets the lock.
 */
export async function runUnderLock(db: Db, job: Pick<Job, 'name' | 'run' | 'afterCommit'>, now = new Date()): Promise<boolean> {
  let result: unknown;
  const ran = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [`haulstop-job:${job.name}`]);
    if (!rows[0].locked) return false;
    result = await job.run(tx, now);
    return true;
  });
  if (ran && job.afterCommit) await job.afterCommit(result, now);
  return ran;
}

/** An in-process timer per job; each round waits for the previous one (no overlap in one process). */
export function createScheduler(db: Db, onError: (job: string, error: unknown) => void): Scheduler {
  const registered = new Map<string, Job>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<string>();
  let started = false;

  const round = async (job: Job) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      await runUnderLock(db, job);
    } catch (error) {
      onError(job.name, error);
    } finally {
      running.delete(job.name);
    }
  };

  const schedule = (job: Job) => {
    const timer = setInterval(() => void round(job), job.everyMs);
    timer.unref();
    timers.add(timer);
  };

  return {
    register(job) {
      if (registered.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      registered.set(job.name, job);
      if (started) schedule(job);
    },
    async runNow(name, now) {
      const job = registered.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return runUnderLock(db, job, now);
    },
    start() {
      if (started) return;
      started = true;
      registered.forEach(schedule);
    },
    stop() {
      timers.forEach(clearInterval);
      timers.clear();
      started = false;
    },
    get jobs() {
      return [...registered.keys()];
    },
  };
}
