import fs from 'node:fs';
import path from 'node:path';

/**
 * `fluentia/area-cycles`: an import from one functions/ folder to another must not close a circle
 * between folders (docs/architecture.md, "The functions tree"). Areas, core, lib and data form an
 * acyclic graph; the boundaries rules say who may import whom, this rule fails on a circle even
 * when every single import is allowed (two areas importing each other's facades).
 * The folder graph is read once per lint run from the files on disk, with the same import forms
 * esbuild follows (static imports and exports, import()).
 */
const root = path.resolve(import.meta.dirname, '..');
const functionsDir = path.join(root, 'functions');
const SPECIFIER = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

let graph;

function folderOf(file) {
  const rel = path.relative(functionsDir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
}

function targetOf(fromFile, specifier) {
  if (specifier.startsWith('#functions/')) return path.join(functionsDir, specifier.slice('#functions/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

function folderGraph() {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const from = folderOf(file);
        for (const m of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
          const target = targetOf(file, m[1] ?? m[2]);
          const to = target && folderOf(target);
          if (!to || to === from) continue;
          if (!graph.has(from)) graph.set(from, new Set());
          graph.get(from).add(to);
        }
      }
    }
  };
  walk(functionsDir);
  return graph;
}

/** A path of folders from `from` to `to` in the folder graph, or null. */
function pathBetween(from, to) {
  const seen = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const folder = queue.shift();
    if (folder === to) {
      const out = [];
      for (let f = to; f !== null; f = seen.get(f)) out.unshift(f);
      return out;
    }
    for (const next of folderGraph().get(folder) ?? [])
      if (!seen.has(next)) {
        seen.set(next, folder);
        queue.push(next);
      }
  }
  return null;
}

export default {
  meta: { type: 'problem', docs: { description: 'no import circles between functions/ folders' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    if (!from) return {};
    const check = (node, specifier) => {
      const target = typeof specifier === 'string' ? targetOf(file, specifier) : null;
      const to = target && folderOf(target);
      if (!to || to === from) return;
      const back = pathBetween(to, from);
      if (back)
        context.report({
          node,
          message: `functions/${from} imports functions/${to}, and ${back.join(' → ')} leads back: a circle between folders. Move what both need to core/ (docs/architecture.md).`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
