// Request bodies of /storage/v1, read from the raw stream: small JSON bodies with a cap, and upload
// bodies (multipart/form-data as supabase-js sends Blobs and Files, or the raw bytes with their
// Content-Type) handed on as a stream, never buffered whole.
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { StackRequest } from '../types.ts';
import { Errors } from './errors.ts';
import { mustBeAllowedMimeType } from './limits.ts';
import {
  MAX_USER_METADATA_BYTES,
  mustBeValidCacheControl,
  mustBeValidContentType,
  userMetadataFromHeader,
  userMetadataFromJson,
} from './metadata.ts';

const JSON_LIMIT = 1024 * 1024;

/** Iterates a stream without destroying it when the reader stops early: a request stream's
 * destruction would reset the socket before the refusal is sent. */
const keepOpen = (stream: Readable): AsyncIterable<Buffer> => ({
  [Symbol.asyncIterator]: () => stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>,
});

/** The request's unread body (the buffered one when the server read it, as in unit use). */
function bodyStream(req: StackRequest): AsyncIterable<Buffer> {
  if (req.stream) return keepOpen(req.stream);
  const body = req.body;
  return (async function* () {
    if (body.length) yield body;
  })();
}

/** A JSON body (Storage's routes take JSON objects); empty → undefined. */
export async function readJson(req: StackRequest): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of bodyStream(req)) {
    size += chunk.length;
    if (size > JSON_LIMIT) throw Errors.entityTooLarge('request body');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw Errors.validation(`Body is not valid JSON but content-type is set to 'application/json'`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw Errors.validation('body must be object');
  return value as Record<string, unknown>;
}

export interface IncomingFile {
  body: AsyncIterable<Buffer>;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
  /** Content-Length of a raw upload (not of a multipart one, whose length includes the form). */
  declaredLength: number | undefined;
  /** Stops reading a body that will not be stored (a refusal after the file part began). */
  abandon(): void;
}

export interface UploadLimits {
  maxSize: number;
  allowedMimeTypes: string[] | null;
  /** `.emptyFolderPlaceholder` objects: any type, size 0. */
  emptyFolder: boolean;
}

/** The file of an upload request, checked before any byte of it is read: its type must be one valid
 * media type the bucket allows (InvalidMimeType), its cache-control and user metadata servable, a
 * declared length within the limit (EntityTooLarge). Bytes beyond the limit are caught while
 * streaming (FileStore.write). */
export async function incomingFile(req: StackRequest, limits: UploadLimits): Promise<IncomingFile> {
  const contentType = req.headers['content-type'];
  const checkType = (mimeType: string) => {
    mustBeValidContentType(mimeType);
    if (limits.allowedMimeTypes && limits.allowedMimeTypes.length > 0 && !limits.emptyFolder)
      mustBeAllowedMimeType(mimeType, limits.allowedMimeTypes);
  };
  if (contentType?.startsWith('multipart/form-data')) return multipartFile(req, limits, checkType);

  const mimeType = contentType || 'application/octet-stream';
  checkType(mimeType);
  const cacheControl = mustBeValidCacheControl(req.headers['cache-control'] ?? 'no-cache');
  const userMetadata = userMetadataFromHeader(req.headers['x-metadata']);
  const declared = Number(req.headers['content-length']);
  const declaredLength = Number.isFinite(declared) && declared >= 0 ? declared : undefined;
  if (declaredLength !== undefined && declaredLength > limits.maxSize) throw Errors.entityTooLarge();
  const stream = req.stream;
  return {
    body: bodyStream(req),
    mimeType,
    cacheControl,
    userMetadata,
    declaredLength,
    abandon: () => stream?.pause(),
  };
}

function multipartFile(
  req: StackRequest,
  limits: UploadLimits,
  checkType: (mimeType: string) => void,
): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One past the limit, so an oversized file is seen as such rather than silently cut.
      parser = busboy({
        headers: req.headers as Record<string, string>,
        limits: { fields: 10, files: 1, fileSize: limits.maxSize + 1, fieldSize: MAX_USER_METADATA_BYTES + 1 },
      });
    } catch (error) {
      reject(Errors.noContent((error as Error).message));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    // Stop feeding the parser: the server discards what is left of the body (a bounded amount).
    const detach = () => {
      req.stream?.unpipe(parser);
      parser.removeAllListeners('file');
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      detach();
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, file: Readable, info) => {
      if (settled) return;
      try {
        const mimeType = fields.contentType || info.mimeType;
        checkType(mimeType);
        const userMetadata = userMetadataFromJson(fields.metadata ?? fields.userMetadata);
        const cacheControl = mustBeValidCacheControl(
          fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
        );
        settled = true;
        resolve({
          body: keepOpen(file),
          mimeType,
          cacheControl,
          userMetadata,
          declaredLength: undefined,
          abandon: detach,
        });
      } catch (error) {
        fail(error);
      }
    });
    parser.on('error', (error: Error) => fail(Errors.noContent(error.message)));
    parser.on('close', () => fail(Errors.noContent()));
    if (req.stream) req.stream.pipe(parser);
    else parser.end(req.body);
  });
}
