import { Worker } from 'node:worker_threads';
import { HttpError } from '../http-errors';
import type { PdfJob } from './pdf-jobs';

// PDFs are drawn in a worker thread with a time and a memory bound, so one document (a layout with no room
// for its text once looped forever and grew the process to 13 GB) can never stall or sink the server: past
// the bound the worker is ended, the request fails, and the next PDF gets a fresh worker. docs/limits.md.
export const PDF_TIME_LIMIT_MS = 15_000;
export const PDF_MEMORY_LIMIT_MB = 256;

// 422: this document cannot be made (nothing was changed); `reason` says why, for tests and logs.
export class PdfRenderError extends HttpError {
  constructor(readonly reason: string) {
    super(422, 'The PDF could not be made. Try again, or choose another receipt size.');
  }
}

type Pending = { id: number; job: PdfJob; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

export type PdfRenderer = { render: (job: PdfJob) => Promise<Buffer>; close: () => Promise<void> };

export function createPdfRenderer({
  timeLimitMs = PDF_TIME_LIMIT_MS,
  memoryLimitMb = PDF_MEMORY_LIMIT_MB,
} = {}): PdfRenderer {
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  const queue: Pending[] = [];
  let current: Pending | null = null;

  function start(): Promise<void> {
    const started = new Worker(new URL('./pdf-worker-boot.mjs', import.meta.url), {
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
    if (current || queue.length === 0) return;
    const job = queue.shift() as Pending;
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

  return {
    render: (job) =>
      new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        void next();
      }),
    close: async () => {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}

// One renderer per process, shared by every route that makes a PDF.
let shared: PdfRenderer | null = null;

export function renderPdf(job: PdfJob): Promise<Buffer> {
  shared ??= createPdfRenderer();
  return shared.render(job);
}
