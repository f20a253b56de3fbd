import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { config } from './config';
import { s3 } from './s3';

/**
 * A ZIP written straight into the generated bucket as it is made (a multipart upload of 8 MB parts),
 * so an account with a thousand recordings never holds its whole download in memory. JSON is
 * deflated; recordings, photos and PDFs are stored as they are (already compressed).
 */
const PART_BYTES = 8 * 1024 * 1024;

export class ZipUpload {
  private readonly zip: Zip;
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private readonly parts: Array<{ ETag: string; PartNumber: number }> = [];
  private uploading: Promise<void> = Promise.resolve();
  private uploadId?: string;
  private failed?: unknown;
  private ended?: () => void;
  private readonly done = new Promise<void>((resolve) => (this.ended = resolve));
  bytes = 0;

  /** `fileName`: the name the browser saves it as (a presigned link's own name is the key's). */
  constructor(
    private readonly key: string,
    private readonly fileName?: string,
  ) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failed = error;
      else this.take(chunk, final);
    });
  }

  async start(): Promise<void> {
    const created = await s3().send(
      new CreateMultipartUploadCommand({
        Bucket: bucket(),
        Key: this.key,
        ContentType: 'application/zip',
        ...(this.fileName ? { ContentDisposition: `attachment; filename="${this.fileName}"` } : {}),
      }),
    );
    this.uploadId = created.UploadId!;
  }

  addJson(name: string, value: unknown): void {
    this.addFile(new ZipDeflate(name, { level: 6 }), new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`));
  }

  addText(name: string, text: string): void {
    this.addFile(new ZipDeflate(name, { level: 6 }), new TextEncoder().encode(text));
  }

  /** Adds stored bytes, then waits for any part upload they filled (back-pressure). */
  async addStored(name: string, bytes: Uint8Array): Promise<void> {
    this.addFile(new ZipPassThrough(name), bytes);
    await this.uploading;
  }

  private addFile(file: ZipDeflate | ZipPassThrough, bytes: Uint8Array): void {
    this.zip.add(file);
    file.push(bytes, true);
    if (this.failed) throw this.failed;
  }

  private take(chunk: Uint8Array, final: boolean): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    this.bytes += chunk.length;
    if (this.buffered >= PART_BYTES || final) this.flush(final);
  }

  private flush(final: boolean): void {
    const body = Buffer.concat(this.chunks);
    this.chunks = [];
    this.buffered = 0;
    const PartNumber = this.parts.length + 1;
    this.parts.push({ ETag: '', PartNumber });
    this.uploading = this.uploading.then(async () => {
      const sent = await s3().send(
        new UploadPartCommand({ Bucket: bucket(), Key: this.key, UploadId: this.uploadId, PartNumber, Body: body }),
      );
      this.parts[PartNumber - 1] = { ETag: sent.ETag!, PartNumber };
    });
    this.uploading.catch((error: unknown) => (this.failed = error));
    if (final) this.ended!();
  }

  /** Writes the archive's directory and completes the upload; aborts it on any failure. */
  async finish(): Promise<void> {
    try {
      this.zip.end();
      await this.done;
      await this.uploading;
      if (this.failed) throw this.failed;
      await s3().send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket(),
          Key: this.key,
          UploadId: this.uploadId,
          MultipartUpload: { Parts: this.parts },
        }),
      );
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  async abort(): Promise<void> {
    if (!this.uploadId) return;
    await s3()
      .send(new AbortMultipartUploadCommand({ Bucket: bucket(), Key: this.key, UploadId: this.uploadId }))
      .catch(() => undefined);
  }
}

const bucket = () => config().bucket('generated');
