import path from 'node:path';
import type { Config } from '../config';
import { type FileStorage, localStorage } from './storage';

type StorageConfig = Pick<Config, 'DATA_DIR' | 'STORAGE_DRIVER'> &
  Partial<
    Pick<
      Config,
      | 'S3_ENDPOINT'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

// The one place the storage driver is chosen. The S3 client is loaded only when it is used.
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.STORAGE_DRIVER === 'local') return localStorage(path.join(config.DATA_DIR, 'files'));
  const { s3Storage } = await import('./storage-s3');
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // loadConfig refuses STORAGE_DRIVER=s3 without these; a hand-made config must not get past either.
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error(
      'STORAGE_DRIVER=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
  });
}
