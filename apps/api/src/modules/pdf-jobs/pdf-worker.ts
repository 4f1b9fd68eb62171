import { parentPort } from 'node:worker_threads';
import { drawPdf, type PdfJob } from './pdf-jobs';

// Runs in the PDF worker thread: one job at a time, answered by id.
parentPort?.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  try {
    const pdf = await drawPdf(job);
    parentPort?.postMessage({ id, pdf });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort?.postMessage({ ready: true });
