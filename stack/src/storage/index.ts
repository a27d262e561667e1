// Entry of the Supabase Storage-compatible API (/storage/v1): routes as Storage registers them,
// bodies read from the raw request stream, answers and errors in Storage's shapes. Object metadata
// lives in storage.objects (schema: ./storage.sql, a platform layer), contents in `dir` (FileStore).
import type { Database } from '../db/database.ts';
import { STORAGE_PREFIX } from '../gateway.ts';
import type { Handler, StackKeys, StackRequest, StackResponse } from '../types.ts';
import * as buckets from './buckets.ts';
import type { Route, RouteRequest, StorageContext } from './context.ts';
import { StorageDb } from './db.ts';
import { Errors, StorageError } from './errors.ts';
import { FileStore } from './files.ts';
import { listObjectsV2 } from './list-v2.ts';
import * as objects from './objects.ts';

export interface StorageServiceOptions {
  db: Database;
  keys: StackKeys;
  /** Where object contents are kept (objects/ and tmp/ are made inside). */
  dir: string;
  /** Largest object in bytes ([storage] file_size_limit). */
  fileSizeLimit: number;
  log?: (line: string) => void;
}

export interface StorageService {
  handle: Handler;
  /** Files a crash left behind and removed at start (temp files, files no row names). */
  swept: number;
  dir: string;
}

/** Does /storage/v1 read this path's body itself? (All of them: uploads stream, JSON is capped.) */
export const streamsBody = (pathname: string): boolean =>
  pathname === STORAGE_PREFIX || pathname.startsWith(STORAGE_PREFIX + '/');

interface RouteDef {
  method: string;
  /** Segments: literals, ':bucket', and a final '*' for the object key (the rest of the path). */
  pattern: string[];
  operation: string;
  route: Route;
}

const def = (method: string, path: string, operation: string, route: Route): RouteDef => ({
  method,
  pattern: path.split('/').filter(Boolean),
  operation,
  route,
});

// In the order Storage's router prefers them: literal segments before parameters.
const ROUTES: RouteDef[] = [
  def('GET', 'bucket', 'storage.bucket.list', buckets.listBuckets),
  def('POST', 'bucket', 'storage.bucket.create', buckets.createBucket),
  def('POST', 'bucket/:bucket/empty', 'storage.bucket.empty', buckets.emptyBucket),
  def('GET', 'bucket/:bucket', 'storage.bucket.get', buckets.getBucket),
  def('PUT', 'bucket/:bucket', 'storage.bucket.update', buckets.updateBucket),
  def('DELETE', 'bucket/:bucket', 'storage.bucket.delete', buckets.deleteBucket),
  def('POST', 'object/list/:bucket', 'storage.object.list', objects.listObjects),
  def('POST', 'object/list-v2/:bucket', 'storage.object.list_v2', listObjectsV2),
  def('POST', 'object/move', 'storage.object.move', objects.moveObject),
  def('POST', 'object/copy', 'storage.object.copy', objects.copyObject),
  def('POST', 'object/sign/:bucket', 'storage.object.sign_many', objects.signUrls),
  def('POST', 'object/sign/:bucket/*', 'storage.object.sign', objects.signUrl),
  def('GET', 'object/sign/:bucket/*', 'storage.object.get_signed', objects.downloadSigned),
  def('POST', 'object/upload/sign/:bucket/*', 'storage.object.sign_upload_url', objects.signUploadUrl),
  def('PUT', 'object/upload/sign/:bucket/*', 'storage.object.upload_signed', objects.uploadToSignedUrl),
  def('GET', 'object/public/:bucket/*', 'storage.object.get_public', objects.downloadObject('public')),
  def('HEAD', 'object/public/:bucket/*', 'storage.object.info_public', objects.headObject('public')),
  def(
    'GET',
    'object/authenticated/:bucket/*',
    'storage.object.get_authenticated',
    objects.downloadObject('authenticated'),
  ),
  def('HEAD', 'object/authenticated/:bucket/*', 'object.head_authenticated_info', objects.headObject('authenticated')),
  def('GET', 'object/info/public/:bucket/*', 'storage.object.info_public', objects.objectInfo('public')),
  def(
    'GET',
    'object/info/authenticated/:bucket/*',
    'object.get_authenticated_info',
    objects.objectInfo('authenticated'),
  ),
  def('GET', 'object/info/:bucket/*', 'object.get_authenticated_info', objects.objectInfo('auto')),
  def('GET', 'object/:bucket/*', 'storage.object.get_authenticated', objects.downloadObject('auto')),
  def('HEAD', 'object/:bucket/*', 'object.head_authenticated_info', objects.headObject('auto')),
  def('POST', 'object/:bucket/*', 'storage.object.upload', objects.uploadObject('POST')),
  def('PUT', 'object/:bucket/*', 'storage.object.upload_update', objects.uploadObject('PUT')),
  def('DELETE', 'object/:bucket/*', 'storage.object.delete', objects.removeOne),
  def('DELETE', 'object/:bucket', 'storage.object.delete_many', objects.removeMany),
];

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw Errors.invalidRequest(`Invalid URL encoding: ${segment}`);
  }
}

function match(pattern: string[], segments: string[]): RouteRequest['params'] | undefined {
  const wildcard = pattern[pattern.length - 1] === '*';
  if (wildcard ? segments.length < pattern.length : segments.length !== pattern.length) return undefined;
  const params: RouteRequest['params'] = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    if (p === '*') {
      params.key = decode(segments.slice(i).join('/'));
      return params;
    }
    const s = segments[i]!;
    if (p === ':bucket') {
      if (!s) return undefined;
      params.bucket = decode(s);
    } else if (p !== s) return undefined;
  }
  return params;
}

/** The path below /storage/v1 as the client sent it: keys keep their dot segments, so `a/../b` is
 * refused as a key rather than silently resolved. */
function rawPathOf(req: StackRequest): string {
  const raw = (req.rawUrl ?? '').split('?')[0]!;
  if (raw.startsWith(STORAGE_PREFIX + '/')) return raw.slice(STORAGE_PREFIX.length);
  return req.path;
}

export async function createStorageService(opts: StorageServiceOptions): Promise<StorageService> {
  const log = opts.log ?? (() => {});
  const files = new FileStore(opts.dir);
  const db = new StorageDb(opts.db, {
    role: 'service_role',
    claims: { role: 'service_role' },
    jwt: opts.keys.serviceRoleKey,
  });
  // Before serving anything: what a crash orphaned goes (no upload is under way yet).
  const swept = await files.sweep((versions) => db.knownVersions(versions), Date.now());
  if (swept) log(`Storage: removed ${swept} file(s) left by an interrupted upload or delete`);
  const ctx: StorageContext = { db, files, keys: opts.keys, fileSizeLimit: opts.fileSizeLimit, log };

  const handle: Handler = async (req): Promise<StackResponse> => {
    const method = req.method.toUpperCase();
    const rawPath = rawPathOf(req);
    const query = req.url.search;
    try {
      const segments = rawPath.split('/').slice(1);
      if (segments.length > 1 && segments[segments.length - 1] === '' && segments[0] === 'bucket') segments.pop();
      for (const r of ROUTES) {
        if (r.method !== method) continue;
        const params = match(r.pattern, segments);
        if (!params) continue;
        return await r.route(ctx, {
          req,
          rawPath,
          params,
          info: { method, path: rawPath + query, headers: req.headers, operation: r.operation },
        });
      }
      throw Errors.routeNotFound(method, rawPath + query);
    } catch (error) {
      if (error instanceof StorageError) return error.response();
      log(`storage: internal error on ${method} ${rawPath}: ${(error as Error).stack ?? String(error)}`);
      return Errors.internal().response();
    }
  };

  return { handle, swept, dir: opts.dir };
}
