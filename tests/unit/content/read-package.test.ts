import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackageError, readPackage, sanitizeUnitName } from '../../../infra/content/read-package';

function pkg(course: unknown, questions: unknown, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pkg-'));
  writeFileSync(path.join(dir, 'course.json'), typeof course === 'string' ? course : JSON.stringify(course));
  writeFileSync(path.join(dir, 'questions.json'), JSON.stringify(questions));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const question = {
  question_id: 1,
  type: 'MCQ',
  domain: 'R',
  qlevel: 3,
  question: 'Pick the noun.',
  choices: [
    { id: 'a', text: 'run' },
    { id: 'b', text: 'table' },
  ],
  correct_answers: ['b'],
};
const element = {
  element_id: 10,
  element_name: 'Nouns',
  element_description: 'Find the nouns.',
  element_theme: 'Grammar',
  element_type: 'W',
  questions: [1],
};
const course = {
  course_id: 9001,
  course_name: 'Test',
  title: 'Test',
  category: 'Test',
  description: 'A test course.',
  domain: 'R|W',
  learningOutcomes: 'Nouns|Verbs',
  courseType: 'online',
  units: [{ order: 1, unit_name: 'Unit <b>one</b>', elements: [element] }],
};

function problems(dir: string): string[] {
  try {
    readPackage(dir);
  } catch (error) {
    if (error instanceof PackageError) return error.problems;
    throw error;
  }
  return [];
}

describe('content packages', () => {
  it('reads a good package and keeps only the allowed markup in unit names', () => {
    const read = readPackage(
      pkg({ ...course, imageUrl: 'media/cover.svg' }, [question], { 'media/cover.svg': '<svg/>' }),
    );
    expect(read.content.course.units[0]?.unit_name).toBe('Unit <b>one</b>');
    expect(read.media.map((m) => m.file)).toEqual(['media/cover.svg']);
    expect(read.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a question answered by speaking or on video inside a linked group, as its recording would not be sent', () => {
    const linked = { ...question, linked_group: 1 };
    const spoken = {
      ...question,
      question_id: 2,
      type: 'SA',
      domain: 'S',
      choices: undefined,
      correct_answers: ['good morning'],
      linked_group: 1,
    };
    const vk = { ...spoken, question_id: 3, type: 'VK', domain: 'R' };
    const filmed = { ...spoken, question_id: 4, domain: 'W', answer_format: 'video' };
    const page = (...qs: unknown[]) =>
      pkg(
        {
          ...course,
          units: [
            {
              order: 1,
              unit_name: 'U',
              elements: [{ ...element, questions: qs.map((q) => (q as { question_id: number }).question_id) }],
            },
          ],
        },
        qs,
      );
    expect(problems(page(linked, spoken, vk, filmed))).toEqual([
      'questions.json: 1.linked_group: a question answered by speaking cannot be on a linked page (its recording would not be sent); give it a page of its own',
      'questions.json: 2.linked_group: a question answered by speaking cannot be on a linked page (its recording would not be sent); give it a page of its own',
      'questions.json: 3.linked_group: a question answered by video cannot be on a linked page (its recording would not be sent); give it a page of its own',
    ]);
    const { linked_group: _, ...alone } = spoken;
    expect(problems(page(linked, { ...linked, question_id: 5 }, alone))).toEqual([]);
  });

  it('names the file and field of each problem', () => {
    const bad = {
      ...course,
      units: [{ order: 1, unit_name: 'U', elements: [{ ...element, element_type: 'Q', questions: [1, 99] }] }],
    };
    expect(problems(pkg(bad, [{ ...question, qlevel: 13 }]))).toEqual([
      expect.stringMatching(/^course\.json: units\.0\.elements\.0\.element_type: /),
      expect.stringMatching(/^questions\.json: 0\.qlevel: /),
    ]);
    expect(
      problems(
        pkg({ ...course, units: [{ order: 1, unit_name: 'U', elements: [{ ...element, questions: [99] }] }] }, [
          question,
        ]),
      ),
    ).toEqual(['course.json: units.0.elements.0.questions.0: question 99 is not in questions.json']);
    expect(problems(pkg({ ...course, imageUrl: 'media/missing.svg' }, [question]))).toEqual([
      'course.json: imageUrl: media/missing.svg is not in the package',
    ]);
    expect(problems(pkg('{ not json', [question]))[0]).toMatch(/^course\.json: not valid JSON/);
    expect(problems(pkg(course, [question, question]))).toEqual(['questions.json: 1.question_id: 1 appears twice']);
  });

  it('refuses media paths that leave the package', () => {
    expect(problems(pkg({ ...course, imageUrl: '../../etc/passwd' }, [question]))[0]).toMatch(
      /^course\.json: imageUrl: /,
    );
  });
});

describe('unit name sanitiser (server)', () => {
  it.each([
    ['<script>alert(1)</script>Unit', 'Unit'],
    ['<img src=x onerror="alert(1)">Unit', 'Unit'],
    ['<b onclick="steal()">Bold</b>', '<b>Bold</b>'],
    ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
    ['<a href="https://fluentia.app/x" target="_top">ok</a>', '<a href="https://fluentia.app/x">ok</a>'],
    [
      '<i>a</i><em>b</em><strong>c</strong><u>d</u><br>e<div>f</div>',
      '<i>a</i><em>b</em><strong>c</strong><u>d</u><br />ef',
    ],
  ])('%s', (input, output) => {
    expect(sanitizeUnitName(input)).toBe(output);
  });

  it('marks a question’s video as view-limited, and refuses one that is also course or lesson media', () => {
    const video = { ...question, media: 'media/v.webm', video_replay_count: 2 };
    const read = readPackage(pkg(course, [video], { 'media/v.webm': 'webm' }));
    expect(read.media).toEqual([expect.objectContaining({ file: 'media/v.webm', limited: true })]);
    const lesson = {
      ...course,
      units: [{ order: 1, unit_name: 'U', elements: [{ ...element, video: 'media/v.webm' }] }],
    };
    expect(problems(pkg(lesson, [video], { 'media/v.webm': 'webm' }))).toEqual([
      "media/v.webm: a question's video may be viewed only so many times, so it cannot also be course or lesson media (use a copy)",
    ]);
  });
});
