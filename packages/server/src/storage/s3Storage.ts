import type * as S3 from '@aws-sdk/client-s3';
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

type S3Sdk = typeof S3;

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  }
  return false;
}

/** The origin browsers post to: the endpoint, or the bucket's virtual-hosted AWS origin. */
export function s3UploadOrigins(options: S3StorageOptions): string[] {
  if (options.endpoint) return [new URL(options.endpoint).origin];
  return [`https://${options.bucket}.s3.${options.region}.amazonaws.com`, `https://${options.bucket}.s3.amazonaws.com`];
}

/**
 * Documents in an S3-compatible bucket: the browser posts straight to the bucket with a presigned POST.
 * The AWS SDK (several megabytes of code) is loaded by the first call that talks to the bucket, not at start.
 */
export function createS3Storage(options: S3StorageOptions): DocumentStorage {
  let connection: Promise<{ sdk: S3Sdk; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
      }),
    })));
  const Bucket = options.bucket;
  return {
    kind: 's3',
    uploadOrigins: s3UploadOrigins(options),
    async createUploadTarget(key, expiresAt, maxBytes) {
      const seconds = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      const [{ client }, { createPresignedPost }] = await Promise.all([
        connect(),
        import('@aws-sdk/s3-presigned-post'),
      ]);
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
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(sdk, error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(sdk, error)) return undefined;
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(): AsyncGenerator<StoredObject> {
      const { sdk, client } = await connect();
      for (const prefix of storageKeyPrefixes) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({
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
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}
