import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { DocumentStorage, StoredObject } from './documentStorage.ts';
import { storageKeyPrefixes } from './storageKeys.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, a local test server); path-style addressing is used with it. */
  endpoint?: string;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; without them the SDK's default chain applies (instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  }
  return false;
}

/** The origin browsers post to: the endpoint, or the bucket's virtual-hosted AWS origin. */
export function s3UploadOrigins(options: S3StorageOptions): string[] {
  if (options.endpoint) return [new URL(options.endpoint).origin];
  return [`https://${options.bucket}.s3.${options.region}.amazonaws.com`, `https://${options.bucket}.s3.amazonaws.com`];
}

/** Documents in an S3-compatible bucket: the browser posts straight to the bucket with a presigned POST. */
export function createS3Storage(options: S3StorageOptions): DocumentStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    client,
    uploadOrigins: s3UploadOrigins(options),
    async createUploadTarget(key, expiresAt, maxBytes) {
      const seconds = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$key', key],
        ],
        Expires: seconds,
      });
      return { url, fields: { ...fields, key } };
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(): AsyncGenerator<StoredObject> {
      for (const prefix of storageKeyPrefixes) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket,
              Prefix: `${prefix}/`,
              ...(ContinuationToken ? { ContinuationToken } : {}),
            }),
          );
          for (const object of page.Contents ?? []) {
            if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
    },
    async checkReady(signal) {
      // The bucket exists and these credentials may use it; no object is touched.
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}
