// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { buckets, localBucketName, type BucketDecl } from '../../functions/data/buckets';
import { freePort } from './ports';
import { checkViewLinks } from './s3-view-links';

export interface RunningS3 {
  endpoint: string;
  stop: () => Promise<void>;
}

/**
 * s3rver with every declared bucket and its CORS rules (created on start when missing). It checks
 * no signatures and no POST policies, so handlers re-check uploaded objects with HeadObject; the
 * links of counted video views are checked in front of it (s3-view-links.ts).
 */
export async function startS3(directory: string, siteOrigins: string[]): Promise<RunningS3> {
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: (Object.values(buckets) as BucketDecl[]).map((b) => ({
      name: localBucketName(b.id as keyof typeof buckets),
      configs: [corsXml(b, siteOrigins)],
    })),
  });
  // First in line: a view-limited video's key needs a valid view link, as on S3 (s3-view-links.ts).
  (server as { middleware: unknown[] }).middleware.unshift(checkViewLinks(localBucketName('content')));
  oneWriteAtATimePerKey((server as { store: ObjectStore }).store);
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

function corsXml(bucket: BucketDecl, origins: string[]): string {
  const methods = bucket.corsMethods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('');
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

interface ObjectStore {
  putObject(object: { bucket: string; key: string }): Promise<unknown>;
}

/**
 * A PUT on S3 is atomic: of writers racing on one key, the last wins whole. s3rver writes the object and its
 * metadata file in steps, so two PUTs of one key at once (30 claims of one certificate) could leave metadata that
 * no read or listing of the bucket can parse again. Writes of one key wait for each other here, as S3 behaves.
 */
function oneWriteAtATimePerKey(store: ObjectStore): void {
  const put = store.putObject.bind(store);
  const writing = new Map<string, Promise<unknown>>();
  store.putObject = (object) => {
    const id = `${object.bucket}/${object.key}`;
    const next = (writing.get(id) ?? Promise.resolve()).catch(() => undefined).then(() => put(object));
    writing.set(id, next);
    const forget = () => {
      if (writing.get(id) === next) writing.delete(id);
    };
    next.then(forget, forget);
    return next;
  };
}
