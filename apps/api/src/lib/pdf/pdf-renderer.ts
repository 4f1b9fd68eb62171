import { Worker } from 'node:worker_threads';
import { messageForStatus } from '@marketday/shared';
import { HttpError } from '../http-errors';
import { createFairQueue } from './fair-queue';

// PDFs are drawn in a worker thread with a time and a memory bound, so one document (a layout with no room
// for its text once looped forever and grew the process to 13 GB) can never stall or sink the server: past
// the bound the worker is ended, the request fails, and the next PDF gets a fresh worker. docs/limits.md.
export const PDF_TIME_LIMIT_MS = 15_000;
export const PDF_MEMORY_LIMIT_MB = 256;
// PDFs one account may have made or waiting at once in a process; one more is refused at once (429).
export const PDF_MAX_PER_ACCOUNT = 3;
// A PDF still waiting for the worker after this long is given up (503): the server is busy for everyone.
export const PDF_WAIT_LIMIT_MS = 30_000;
const RETRY_AFTER_S = { busy: 5, waited: 15 };

// A PDF to draw, as a message the worker can take (structured-clone data only). Which kinds exist and how each is
// drawn is the read models' business (modules/pdf-jobs): this file only runs them, in the worker `entry` loads.
export type PdfJob = { kind: string; args: unknown };

// The file the worker thread loads to draw a job; set once by the app (app.ts), so lib/ names no module.
let jobsEntry: URL | null = null;
export function usePdfJobs(entry: URL) {
  jobsEntry = entry;
}

// 422: this document cannot be made (nothing was changed); `reason` says why, for tests and logs.
export class PdfRenderError extends HttpError {
  constructor(readonly reason: string) {
    super(422, 'The PDF could not be made. Try again, or choose another receipt size.');
  }
}

// Refused before it waited: this account already has its share of PDFs in hand.
export class PdfBusyError extends HttpError {
  constructor() {
    super(429, messageForStatus(429), { retry_after: RETRY_AFTER_S.busy });
  }
}

// Waited past the bound without reaching the worker.
export class PdfWaitError extends HttpError {
  constructor() {
    super(503, messageForStatus(503), { retry_after: RETRY_AFTER_S.waited });
  }
}

type Pending = {
  id: number;
  job: PdfJob;
  account: string;
  urgent: boolean;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};

// `account` is whose PDF it is (a manager's or a vendor's id): the unit of the bounds and of the turns.
export type PdfRenderer = {
  render: (job: PdfJob, account?: string) => Promise<Buffer>;
  // Starts the worker ahead of the first PDF (about a second), so the first receipt of the day is not slow.
  warm: () => void;
  close: () => Promise<void>;
};

export function createPdfRenderer({
  entry,
  timeLimitMs = PDF_TIME_LIMIT_MS,
  memoryLimitMb = PDF_MEMORY_LIMIT_MB,
  maxPerAccount = PDF_MAX_PER_ACCOUNT,
  waitLimitMs = PDF_WAIT_LIMIT_MS,
}: {
  entry?: URL;
  timeLimitMs?: number;
  memoryLimitMb?: number;
  maxPerAccount?: number;
  waitLimitMs?: number;
} = {}): PdfRenderer {
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  const queue = createFairQueue<Pending>();
  const inHand = new Map<string, number>();
  let current: Pending | null = null;

  function start(): Promise<void> {
    const jobs = entry ?? jobsEntry;
    if (!jobs) return Promise.reject(new Error('No PDF jobs were registered (usePdfJobs)'));
    const started = new Worker(new URL('./pdf-worker-boot.mjs', import.meta.url), {
      workerData: { entry: jobs.href },
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: 32 },
    });
    started.unref();
    worker = started;
    ready = new Promise<void>((resolve, reject) => {
      started.once('message', () => resolve());
      started.once('error', reject);
    });
    started.on('message', (message: { id?: number; pdf?: Uint8Array; error?: string }) => {
      if (!current || message.id !== current.id) return;
      const done = current;
      current = null;
      if (message.pdf) done.resolve(Buffer.from(message.pdf));
      else done.reject(new PdfRenderError(message.error ?? 'The PDF could not be made'));
      void next();
    });
    started.on('error', (error) =>
      fail(started, new PdfRenderError(`The PDF could not be made: ${error.message}`)),
    );
    started.on('exit', () => fail(started, new PdfRenderError('The PDF could not be made')));
    return ready;
  }

  // The worker died or was ended: the job it had fails, later jobs go to a new worker.
  function fail(which: Worker, error: Error) {
    if (worker !== which) return;
    worker = null;
    ready = null;
    const lost = current;
    current = null;
    lost?.reject(error);
    void next();
  }

  async function next() {
    if (current) return;
    const job = queue.shift();
    if (!job) return;
    current = job;
    try {
      if (!worker) await start();
      else await ready;
    } catch (error) {
      if (current === job) current = null;
      job.reject(new PdfRenderError(`The PDF could not be made: ${(error as Error).message}`));
      void next();
      return;
    }
    const running = worker as Worker;
    const timer = setTimeout(() => {
      if (current !== job) return;
      fail(running, new PdfRenderError(`The PDF took longer than ${timeLimitMs / 1000} s and was stopped`));
      void running.terminate();
    }, timeLimitMs);
    timer.unref();
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    const { resolve, reject } = job;
    job.resolve = (pdf) => settle(() => resolve(pdf));
    job.reject = (error) => settle(() => reject(error));
    running.postMessage({ id: job.id, job: job.job });
  }

  function render(job: PdfJob, account = 'anonymous') {
    const held = inHand.get(account) ?? 0;
    if (held >= maxPerAccount) return Promise.reject(new PdfBusyError());
    inHand.set(account, held + 1);
    const release = () => {
      const left = (inHand.get(account) ?? 1) - 1;
      if (left > 0) inHand.set(account, left);
      else inHand.delete(account);
    };
    return new Promise<Buffer>((resolve, reject) => {
      const pending: Pending = {
        id: nextId++,
        job,
        account,
        urgent: job.kind === 'receipt',
        resolve,
        reject,
      };
      const waited = setTimeout(() => {
        if (queue.remove(pending)) pending.reject(new PdfWaitError());
      }, waitLimitMs);
      waited.unref();
      // Started: the wait bound is over; the time bound (in next) takes over.
      const started = () => clearTimeout(waited);
      pending.resolve = (pdf) => {
        started();
        resolve(pdf);
      };
      pending.reject = (error) => {
        started();
        reject(error);
      };
      queue.push(pending);
      void next();
    }).finally(release);
  }

  return {
    render,
    warm: () => {
      if (!worker) start().catch(() => undefined);
    },
    close: async () => {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}

// Two renderers per process, shared by every route that makes a PDF: receipts have a worker of their own, so a
// vendor at the booth never waits behind a season's report, whoever asked for it.
let shared: { receipts: PdfRenderer; documents: PdfRenderer } | null = null;

function sharedRenderers() {
  shared ??= { receipts: createPdfRenderer(), documents: createPdfRenderer() };
  return shared;
}

export function renderPdf(job: PdfJob, account: string): Promise<Buffer> {
  const renderers = sharedRenderers();
  return (job.kind === 'receipt' ? renderers.receipts : renderers.documents).render(job, account);
}

// At start-up: the receipt worker is ready before the first vendor checks out.
export function warmPdfWorkers() {
  sharedRenderers().receipts.warm();
}

// For work in the background (a statement batch), which has no one to answer 429 to: waits its turn instead.
export async function retryWhenBusy<T>(work: () => Promise<T>, tries = 6): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const busy = error instanceof PdfBusyError || error instanceof PdfWaitError;
      if (!busy || attempt >= tries) throw error;
      const seconds = Number(error.extra.retry_after) || 1;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}
