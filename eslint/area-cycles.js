import fs from 'node:fs';
import path from 'node:path';

/**
 * `fluentia/area-cycles`: an import from one folder to another must not close a circle between folders
 * (docs/architecture.md, "The functions tree" and "The infra tree"), in functions/ and in infra/. The boundaries
 * rules say who may import whom; this rule fails on a circle even when every single import is allowed (two areas
 * importing each other's facades, the local stack and an operator command using each other). In infra/ the files at
 * its root are one folder, the app; and two files of one folder must not import each other in a loop either.
 * The graphs are read once per lint run from the files on disk, with the same import forms esbuild follows
 * (static imports and exports, import()).
 */
const root = path.resolve(import.meta.dirname, '..');
const SPECIFIER = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The trees held to it: where, the alias that reaches into it, where what both need goes, file circles too. */
const trees = [
  { name: 'functions', alias: '#functions/', shared: 'core/', files: false },
  { name: 'infra', alias: null, shared: 'constructs/ (or config/)', files: true },
].map((tree) => ({ ...tree, dir: path.join(root, tree.name) }));

const APP = '(root)';
const graphs = new Map();

function treeOf(file) {
  return trees.find((tree) => !path.relative(tree.dir, file).startsWith('..'));
}

function folderOf(tree, file) {
  const rel = path.relative(tree.dir, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return parts.length === 1 ? APP : parts[0];
}

function targetOf(tree, fromFile, specifier) {
  if (tree.alias && specifier.startsWith(tree.alias)) return path.join(tree.dir, specifier.slice(tree.alias.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** The file an import names (extensionless, as the code writes it), or the path as written. */
function fileOf(target) {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return target;
}

/** The tree's folder graph (folder → folders it imports) and file graph (file → files of the tree it imports). */
function graphsOf(tree) {
  if (graphs.has(tree)) return graphs.get(tree);
  const folders = new Map();
  const files = new Map();
  const add = (map, from, to) => {
    if (!map.has(from)) map.set(from, new Set());
    map.get(from).add(to);
  };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const from = folderOf(tree, file);
        for (const m of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
          const target = targetOf(tree, file, m[1] ?? m[2]);
          const to = target && folderOf(tree, target);
          if (!to) continue;
          if (tree.files) add(files, file, fileOf(target));
          if (to !== from) add(folders, from, to);
        }
      }
    }
  };
  walk(tree.dir);
  graphs.set(tree, { folders, files });
  return graphs.get(tree);
}

/** A path from `from` to `to` in `graph`, or null. */
function pathBetween(graph, from, to) {
  const seen = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) {
      const out = [];
      for (let n = to; n !== null; n = seen.get(n)) out.unshift(n);
      return out;
    }
    for (const next of graph.get(node) ?? [])
      if (!seen.has(next)) {
        seen.set(next, node);
        queue.push(next);
      }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'no import circles between functions/ folders, nor between infra/ folders or files' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const tree = treeOf(file);
    if (!tree) return {};
    const from = folderOf(tree, file);
    const name = (folder) => (folder === APP ? `${tree.name}/ (its root files)` : `${tree.name}/${folder}`);
    const rel = (f) => path.relative(root, f).split(path.sep).join('/');
    const check = (node, specifier) => {
      const target = typeof specifier === 'string' ? targetOf(tree, file, specifier) : null;
      const to = target && folderOf(tree, target);
      if (!to) return;
      const { folders, files } = graphsOf(tree);
      if (to !== from) {
        const back = pathBetween(folders, to, from);
        if (back)
          context.report({
            node,
            message: `${name(from)} imports ${name(to)}, and ${back.map(name).join(' → ')} leads back: a circle between folders. Move what both need to ${tree.shared} (docs/architecture.md).`,
          });
      } else if (tree.files) {
        const back = pathBetween(files, fileOf(target), file);
        if (back)
          context.report({
            node,
            message: `${rel(file)} imports ${rel(back[0])}, and ${back.map(rel).join(' → ')} leads back: a circle between files. Move what both need to a file of its own.`,
          });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
