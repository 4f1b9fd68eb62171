// Worker threads do not inherit the TypeScript loader the server runs under: load the worker through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
