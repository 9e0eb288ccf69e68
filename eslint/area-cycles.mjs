// No cycles between areas: if lib/a imports lib/b (at run time: a value import, a re-export or an
// import()), nothing in lib/b may lead back to lib/a, through any number of areas. Type-only imports
// are erased and do not count. The graph of areas is read once per lint run with TypeScript's parser;
// each import that lies on a cycle is reported with the way back (docs/errors.md says how to break one).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** lib/db is the database layer under every area, not an area of its own. */
const NOT_AREAS = new Set(['db']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) yield file;
  }
}

/** The area a module specifier of a file in `root` points to, or null outside lib/. */
export function areaOf(root, fromFile, specifier) {
  let target;
  if (specifier.startsWith('@/')) target = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const relative = path.relative(path.join(root, 'lib'), target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [area] = relative.split(path.sep);
  return NOT_AREAS.has(area) ? null : area;
}

function isTypeOnly(node) {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** The specifiers a file imports at run time. */
function runtimeSpecifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!isTypeOnly(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** area → the areas it imports at run time. */
export function areaGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(path.join(root, 'lib'))) {
    const from = areaOf(root, file, `./${path.basename(file)}`);
    if (!from) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      const to = areaOf(root, file, specifier);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The shortest way from `start` to `goal` through the graph, or null. */
export function wayBetween(graph, start, goal) {
  const before = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const area = queue.shift();
    if (area === goal) {
      const way = [];
      for (let at = goal; at !== null; at = before.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(area) ?? []) {
      if (!before.has(next)) {
        before.set(next, area);
        queue.push(next);
      }
    }
  }
  return null;
}

const graphs = new Map();

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the areas under lib/' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'lib/{{from}} imports lib/{{to}}, which leads back: {{way}}. Move the shared part down, or pass a callback or register (docs/payments.md).',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const from = areaOf(root, context.filename, `./${path.basename(context.filename)}`);
    if (!from) return {};
    if (!graphs.has(root)) graphs.set(root, areaGraph(root));
    const graph = graphs.get(root);
    const check = (node, specifier) => {
      const to = typeof specifier === 'string' ? areaOf(root, context.filename, specifier) : null;
      if (!to || to === from) return;
      const back = wayBetween(graph, to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, way: [from, ...back].map((a) => `lib/${a}`).join(' → ') } });
    };
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        if (!typeOnly) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== 'type') check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

export const plugin = { rules: { 'no-area-cycle': rule } };

const areaCycles = [{ files: ['lib/**/*.{ts,tsx,js,mjs}'], plugins: { hjemly: plugin }, rules: { 'hjemly/no-area-cycle': 'error' } }];

export default areaCycles;
