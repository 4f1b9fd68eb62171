import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import { zlibSync } from 'fflate';
import { drawPdf, type PdfJob } from './pdf-jobs';

// PDFKit compresses each stream with zlib.deflateSync. Node's native zlib handle, when the worker is ended in the
// middle of making one (a render past its time or memory bound, or the process exiting), aborts the whole process
// at the worker's cleanup ("close before init"; CI's API lane died of it once). fflate's deflate is plain JavaScript
// and has no native handle to clean up, so ending the worker can only end the worker. Same zlib format, same level.
zlib.deflateSync = ((data: Uint8Array) => {
  const packed = zlibSync(data);
  return Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength);
}) as typeof zlib.deflateSync;

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
