import type { LocalLinter } from 'harper.js';
import { log } from '../../../lib/log';
import { dictionaryWords } from '../data/indian-english';

/**
 * Grammar and spelling from Harper (harper.js: a real rule-based checker compiled to WebAssembly,
 * Indian English dialect). The 16 MB WebAssembly file is read from disk, never downloaded: it sits
 * beside harper.js in node_modules (and must sit beside the bundle on Lambda; docs/scoring.md).
 * It is loaded once per process, on the first long answer, so other answers never pay for it.
 */
export interface GrammarIssue {
  /** UTF-16 offsets into the answer, as String.slice takes them (harper.js's glue converts its own). */
  start: number;
  end: number;
  message: string;
  suggestion: string | null;
  kind: string;
  text: string;
}

/** Lint kinds that are mistakes; the others (style, readability…) are shown but not counted. */
const mistakeKinds = new Set([
  'Agreement',
  'BoundaryError',
  'Capitalization',
  'Eggcorn',
  'Grammar',
  'Malapropism',
  'Miscellaneous',
  'Nonstandard',
  'Punctuation',
  'Repetition',
  'Spelling',
  'Typo',
  'Usage',
  'WordChoice',
  'WordOrder',
]);

export const isMistake = (issue: GrammarIssue) => mistakeKinds.has(issue.kind);

let linter: Promise<LocalLinter> | undefined;

function loadLinter(): Promise<LocalLinter> {
  linter ??= (async () => {
    const [{ LocalLinter, Dialect }, { slimBinary }] = await Promise.all([
      import('harper.js'),
      import('harper.js/slimBinary'),
    ]);
    const l = new LocalLinter({ binary: slimBinary, dialect: Dialect.Indian });
    await l.setup();
    // Indian English words and names (dosa, lakh, Kochi, Meera) are words, not misspellings.
    await l.importWords(dictionaryWords());
    return l;
  })();
  // A failed load is not cached: the next answer tries again.
  linter.catch(() => (linter = undefined));
  return linter;
}

export async function checkGrammar(text: string): Promise<GrammarIssue[] | null> {
  let l: LocalLinter;
  try {
    l = await loadLinter();
  } catch (error) {
    log.error('grammar checker unavailable', { error });
    return null;
  }
  const lints = await l.lint(text, { language: 'plaintext' });
  return lints.map((lint) => {
    const span = lint.span();
    const suggestions = lint.suggestions();
    const first = suggestions[0];
    const problem = lint.get_problem_text();
    const suggestion =
      first === undefined
        ? null
        : first.kind() === 1
          ? ''
          : first.kind() === 2
            ? problem + first.get_replacement_text()
            : first.get_replacement_text();
    const issue = {
      start: span.start,
      end: span.end,
      message: lint.message().replace(/`/g, '"'),
      suggestion,
      kind: lint.lint_kind(),
      text: problem,
    };
    for (const s of suggestions) s.free();
    lint.free(); // WebAssembly memory: not collected by the JavaScript garbage collector
    return issue;
  });
}
