import { PassThrough, pipeline, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type FileStorage, SAFE_KEY, type StoredObject } from './storage';

export type S3StorageOptions = {
  // Unset: AWS itself (the region's endpoint). Set: any S3-compatible store (MinIO, R2, Ceph, a test server).
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  // Bucket in the path (`host/bucket/key`) rather than in the host name; most self-hosted stores need it.
  forcePathStyle: boolean;
};

// S3's smallest part. A document is cut off at 5 MB, so it always fits one part and goes up as one PUT; a larger
// body would go up part by part. Either way at most one part is held in memory per upload (queueSize 1).
const PART_BYTES = 5 * 1024 * 1024;

// What the local driver's read stream says for a missing file (ENOENT), so callers see the same error either way.
function missingFile(key: string) {
  return Object.assign(new Error(`ENOENT: no such stored file, open '${key}'`), { code: 'ENOENT' });
}

function isMissing(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

export function s3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 demands them: the default (CRC32 on every request, streamed bodies sent
    // aws-chunked) is not understood by many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    put: async (key, body) => {
      // The body's own failure (the upload cut off at 5 MB, the client gone) is the one to report, not a
      // later one from aborting the multipart upload.
      let bodyError: unknown;
      body.once('error', (error) => {
        bodyError = error;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw bodyError ?? error;
      }
    },
    // Synchronous like the local driver: the stream is returned at once and fed when S3 answers.
    read: (key) => {
      const out = new PassThrough();
      const command = new GetObjectCommand({ Bucket, Key: checkedKey(key) });
      client.send(command).then(
        (response) => {
          if (!(response.Body instanceof Readable)) {
            out.destroy(new Error(`Stored file ${key} came back without a readable body`));
            return;
          }
          // Destroys both sides if either fails or the reader goes away.
          pipeline(response.Body, out, () => undefined);
        },
        (error: unknown) => out.destroy(isMissing(error) ? missingFile(key) : (error as Error)),
      );
      return out;
    },
    remove: async (key) => {
      // Deleting a key that is not there succeeds, as the local driver's rm({ force: true }) does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    list: async () => {
      const objects: StoredObject[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const item of page.Contents ?? []) {
          if (item.Key && SAFE_KEY.test(item.Key) && item.LastModified)
            objects.push({ key: item.Key, modifiedAt: item.LastModified });
        }
      }
      return objects;
    },
  };
}
