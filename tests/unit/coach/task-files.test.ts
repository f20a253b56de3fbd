import { describe, expect, it } from 'vitest';
import { submitTaskSchema, taskFileProblem, taskUploadSchema, TASK_MAX_BYTES } from '#shared/schemas/coach-tasks';

/** Spec 02 §5 assignment upload: the web's check before uploading and the server's schema say the same. */
const format = 'Please upload a file with valid formats(.docx, .doc, .mp3, .mp4 or m4a).';
const size = 'Please upload a file with size within 10MB.';

describe('task files', () => {
  it('accepts docx, doc, mp3, mp4 and m4a (any case) under 10240 KB, and nothing else', () => {
    for (const name of ['essay.docx', 'ESSAY.DOC', 'talk.mp3', 'talk.Mp4', 'voice.m4a'])
      expect(taskFileProblem({ name, size: 10 })).toBeNull();
    for (const name of ['photo.png', 'scan.jpeg', 'essay.pdf', 'docx', 'essay.docx.exe', ''])
      expect(taskFileProblem({ name, size: 10 })).toBe(format);
    expect(taskFileProblem({ name: 'talk.mp3', size: TASK_MAX_BYTES - 1 })).toBeNull();
    expect(taskFileProblem({ name: 'talk.mp3', size: TASK_MAX_BYTES })).toBe(size);
  });

  it('gives the server the same messages', () => {
    const first = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
      r.error?.issues[0]?.message;
    expect(first(taskUploadSchema.safeParse({ file_name: 'a.png', file_size: 1 }))).toBe(format);
    expect(first(taskUploadSchema.safeParse({ file_name: 'a.mp3', file_size: TASK_MAX_BYTES }))).toBe(size);
    expect(taskUploadSchema.safeParse({ file_name: ' a.mp3 ', file_size: 5 })).toMatchObject({
      success: true,
      data: { file_name: 'a.mp3' },
    });
    // The stored object is named by its upload key, never by a path of the caller's choosing.
    for (const task_file of ['../task/u/x.docx', 'task/u/../../x.docx', 'task/u/x', '/task/u/x.docx']) {
      expect(
        submitTaskSchema.safeParse({
          schedule_id: '00000000-0000-4000-8000-000000000000',
          task_file,
          file_name: 'x.docx',
        }).success,
      ).toBe(false);
    }
  });
});
