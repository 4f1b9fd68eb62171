import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';
// The database part of a backup, by kind: PGlite's whole data directory, or pg_dump's custom format.
export const DATABASE_FILE = { pglite: 'pglite-data.tar.gz', postgres: 'database.pgdump' } as const;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const Count = z.number().int().min(0);

export const ManifestSchema = z.object({
  format: z.literal('marketday-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string(),
    bytes: Count,
    sha256: Sha256,
    migrations: z.object({ count: Count, last: z.string().nullable() }),
    // "schema.table" → rows, for every table of the app and of its migrations.
    tables: z.record(z.string(), Count),
  }),
  storageDriver: z.enum(['local', 's3']),
  files: z.array(z.object({ key: z.string(), bytes: Count, sha256: Sha256 })),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type FileEntry = Manifest['files'][number];

export async function writeManifest({ dir, manifest }: { dir: string; manifest: Manifest }) {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`${file} is missing: ${dir} is not a Marketday backup`);
    throw error;
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON: the backup is damaged`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${file} is not a Marketday backup manifest (format version 1):\n${lines.join('\n')}`);
  }
  return parsed.data;
}

// Counts and hashes what goes through it, for the manifest and for checking a backup against it.
export function hashingPass() {
  const hash = createHash('sha256');
  let bytes = 0;
  return {
    transform: async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    result: () => ({ bytes, sha256: hash.digest('hex') }),
  };
}

export async function hashStream(stream: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

export function hashFile(file: string) {
  return hashStream(createReadStream(file));
}
