// Worker threads do not inherit the TypeScript loader the server runs under: load the worker through tsx.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// The jobs file (modules/pdf-jobs/pdf-worker.ts) is named by the renderer, so lib/ imports no module.
await tsImport(workerData.entry, import.meta.url);
