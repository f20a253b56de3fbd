import busboy from 'busboy';
import type { UploadedFile } from '#shared/schemas/form-fields';
import { AppError } from '#shared/errors';

/**
 * Reads a multipart/form-data body (already size-checked by the pipeline) into one object: text
 * fields as strings, files as `UploadedFile`s. A file input left empty (no name, no bytes) is
 * treated as absent, as browsers send one. A repeated name keeps its last value.
 */
export function parseMultipart(body: Buffer, contentType: string, maxBytes: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: maxBytes, files: 5, fields: 50, fieldSize: 64 * 1024 },
      });
    } catch (cause) {
      reject(new AppError('malformedMultipart', { cause }));
      return;
    }
    // No prototype: a field named `__proto__` is then an ordinary key (and the schema drops it).
    const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const pending: Array<Promise<void>> = [];
    parser.on('field', (name, value) => {
      result[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      pending.push(
        new Promise((done, fail) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', fail);
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            if (bytes.length || info.filename) {
              const file: UploadedFile = {
                kind: 'file',
                filename: info.filename ?? '',
                declaredType: info.mimeType,
                bytes,
              };
              result[name] = file;
            }
            done();
          });
        }),
      );
    });
    parser.on('error', (cause) => reject(new AppError('malformedMultipart', { cause })));
    parser.on('close', () => {
      Promise.all(pending).then(
        () => resolve(result),
        (cause) => reject(new AppError('malformedMultipart', { cause })),
      );
    });
    parser.end(body);
  });
}
