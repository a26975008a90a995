// The one reader of multipart/form-data (file uploads): the contract route names its limits (`consumes`), and this
// streams the request through busboy, handing each file's bytes as they arrive to the route's file reader (by
// default one that keeps them; the shot import reads each file as it comes, docs/decisions/350-shot-files-read-and-matched.md),
// reading at most `maxFileBytes` of each file and at most `maxFiles` files, so a request can never make the server
// hold more than those limits allow. Anything over a limit, or a body that is not multipart, is a 400 naming the
// field, before the route's handler runs.
import busboy from 'busboy';
import { hasOnlyVisibleCharacters } from '@longwood/core';
import type { Request } from 'express';
import { AppError } from './errors';

export interface UploadedFile<C = Buffer> {
  /** The form field it came in ('file'). */
  field: string;
  /** The name the browser gave (no path), for messages. */
  name: string;
  /** Its length in bytes. */
  size: number;
  /** What the route's file reader made of its bytes (by default, the bytes). */
  content: C;
}

/** Takes one file's bytes as they arrive; `end` is called once the file is complete and within the limits. */
export interface FileReader<C> {
  write(chunk: Buffer): void;
  end(): C;
}

export type FileReaderFactory<C> = (file: { field: string; name: string }) => FileReader<C>;

/** The default file reader: the file's bytes, whole. */
export const keepBytes: FileReaderFactory<Buffer> = () => {
  const chunks: Buffer[] = [];
  return { write: (chunk) => chunks.push(chunk), end: () => Buffer.concat(chunks) };
};

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** The code of a file over the limit (default SHOT_FILE_INVALID). */
  tooLargeCode?: 'SHOT_FILE_INVALID' | 'VALIDATION_FAILED';
}

/** Text fields of the form, and its files in the order they came. */
export interface MultipartBody<C> {
  fields: Record<string, string>;
  files: UploadedFile<C>[];
}

const UNREADABLE_PART =
  'The upload could not be read: a file name or a form field has characters that are not allowed.';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function readMultipart<C>(
  req: Request,
  limits: MultipartLimits,
  readFile: FileReaderFactory<C>,
): Promise<MultipartBody<C>> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    return Promise.reject(
      new AppError('VALIDATION_FAILED', 'Send the files as multipart/form-data.', {
        file: ['Choose at least one file.'],
      }),
    );
  }
  return new Promise((resolve, reject) => {
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    const fields: Record<string, string> = {};
    const files: UploadedFile<C>[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 20, fieldSize: 1024, parts: 60 },
      });
    } catch {
      reject(new AppError('MALFORMED_REQUEST'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const given = (info.filename ?? '').split(/[\\/]/).pop()?.slice(0, 200) || 'file';
      // A file's name is stored and shown: one with a NUL, a bidirectional override or another hidden character is
      // refused as a typed name is (docs/decisions/162-input-hardening.md); the rest of its bytes are read and dropped.
      const visible = hasOnlyVisibleCharacters(given);
      const name = visible ? given : 'file';
      if (!visible) {
        const message = 'The file name contains characters that are not allowed. Rename the file and try again.';
        fail(new AppError('VALIDATION_FAILED', message, { file: [message] }));
      }
      let reader: FileReader<C> | null = visible ? readFile({ field, name }) : null;
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (failure || !reader) return;
        size += chunk.length;
        reader.write(chunk);
      });
      stream.on('limit', () => {
        fail(
          new AppError(
            limits.tooLargeCode ?? 'SHOT_FILE_INVALID',
            `${name}: the file is larger than ${megabytes(limits.maxFileBytes)}.`,
            {
              file: [`${name} is larger than ${megabytes(limits.maxFileBytes)}.`],
            },
          ),
        );
        reader = null;
      });
      stream.on('end', () => {
        if (!failure && reader) files.push({ field, name, size, content: reader.end() });
      });
    });
    parser.on('filesLimit', () => {
      const message =
        limits.maxFiles === 1 ? 'Upload one file at a time.' : `At most ${limits.maxFiles} files at once.`;
      fail(new AppError('VALIDATION_FAILED', message, { file: [message] }));
    });
    parser.on('partsLimit', () => fail(new AppError('MALFORMED_REQUEST')));
    parser.on('fieldsLimit', () => fail(new AppError('MALFORMED_REQUEST')));
    parser.on('error', () => {
      // busboy refuses a part whose headers it cannot read: a NUL in a file's name is the usual one.
      reject(failure ?? new AppError('MALFORMED_REQUEST', UNREADABLE_PART));
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else resolve({ fields, files });
    });
    req.pipe(parser);
  });
}
