import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const BUCKET = 'marketday-test';
// s3rver checks request signatures against this account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// A local S3-compatible server (s3rver) on a free port, keeping its objects in a temporary folder,
// with one empty bucket. `env` is what the app needs to store its files there.
export async function startS3Server() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'marketday-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // A client of the test's own, to look into the bucket without going through the driver under test.
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  const keys = async () => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((item) => item.Key ?? '').sort();
  };
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    options: { endpoint, bucket: BUCKET, region: 'us-east-1', forcePathStyle: true, ...CREDENTIALS },
    client,
    bucket: BUCKET,
    // Every key in the bucket, whatever its name.
    keys,
    // Deletes every object, so each test starts from an empty bucket.
    empty: async () => {
      for (const Key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
