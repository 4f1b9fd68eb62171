// The PDF jobs registry (read-model tier): every PDF the app draws, by kind, for the worker thread that
// lib/pdf/pdf-renderer.ts runs. The app points the renderer at this worker once (app.ts).
export type { PdfJob } from './pdf-jobs';

export const PDF_WORKER_ENTRY = new URL('./pdf-worker.ts', import.meta.url);
