// `npx tsx scripts/client-message-usage.ts [--write]`: the message paths the browser's translators
// read, found in the code, as lib/i18n/client-message-paths.json should hold them (--write writes it).
//
// A translator is a `useTranslations(namespace)` call anywhere in app/, components/ or lib/ (hooks run
// in client components only; the server translates with getTranslations). Each use of it is followed:
// `t('key')`, `t.rich('key')`, `t.has('key')`… read that key; a key typed as a union of literals reads
// each of them; a template literal reads every key starting with its static part; anything else (the
// translator handed on, stored or returned; a key of type string) reads the whole namespace, so what
// is not understood is sent whole rather than missed. The form kit translates the message keys of a
// zod schema's rules: those are counted at each `useZodForm(schema, { messages })` call.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { MESSAGE_SCOPES } from '../lib/i18n/message-scopes';
import { messageLeaves, type MessageTree } from '../lib/i18n/message-tree';

const root = path.resolve(import.meta.dirname, '..');
const PATHS_FILE = path.join(root, 'lib/i18n/client-message-paths.json');
const TRANSLATOR_METHODS = new Set(['rich', 'markup', 'has', 'raw']);
/** React's hooks whose last argument lists dependencies: a translator listed there is not read. */
const DEPENDENCY_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useMemo', 'useCallback']);
const HOOKS = /\b(useTranslations|useMessages|useZodForm)\b/;
/** The form kit's own translator: its namespace and keys come from each useZodForm call. */
const FORM_KIT = 'components/ui/form.tsx';
/** Hands the messages it is given on to a nested provider; it reads none of them itself. */
const RE_PROVIDER = 'components/layout/scoped-messages-provider.tsx';

/**
 * A message path the browser needs: a message or a sub-tree (`path: ''` is everything), only a message
 * (`match: 'leaf'`), or every message whose path starts with it (`match: 'prefix'`).
 */
export type MessageUse = { file: string; line: number; path: string; match?: Match };

type Match = 'leaf' | 'prefix';
/** A key read relative to the translator's namespace, and the expression that reads it. */
type Key = { key: string; match?: Match; at?: ts.Node };
const WHOLE: Key[] = [{ key: '' }];
const join = (namespace: string, key: string) => [namespace, key].filter(Boolean).join('.');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `files` and the project's declarations (next-intl's typed messages among them), as tsc sees them. */
function createProgram(files: string[]): ts.Program {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const declarations = fileNames.filter((name) => name.endsWith('.d.ts'));
  return ts.createProgram([...files, ...declarations], { ...options, incremental: false, noEmit: true });
}

/** The values a type allows, as text, or null when it allows any string or number. */
function literalsOf(type: ts.Type): string[] | null {
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isLiteral()) ? parts.map((part) => String((part as ts.LiteralType).value)) : null;
}

/** Brackets, `as` and `!`: the value inside is the value. */
const isWrapper = (node: ts.Node) => ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node);

function unwrap(node: ts.Expression): ts.Expression {
  return isWrapper(node) ? unwrap((node as ts.ParenthesizedExpression).expression) : node;
}

/** A template literal's texts when each placeholder's type is a union of literals, else null. */
function templateTexts(checker: ts.TypeChecker, template: ts.TemplateExpression): string[] | null {
  return template.templateSpans.reduce<string[] | null>(
    (texts, span) => {
      const values = texts && literalsOf(checker.getTypeAtLocation(span.expression));
      return values && texts.flatMap((text) => values.map((value) => text + value + span.literal.text));
    },
    [template.head.text],
  );
}

function keysOf(checker: ts.TypeChecker, arg: ts.Expression | undefined): Key[] {
  if (!arg) return WHOLE;
  if (ts.isStringLiteralLike(arg)) return [{ key: arg.text, at: arg }];
  const literals = literalsOf(checker.getTypeAtLocation(arg)) ?? (ts.isTemplateExpression(arg) ? templateTexts(checker, arg) : null);
  if (literals) return literals.map((key) => ({ key, at: arg }));
  if (ts.isTemplateExpression(arg)) return [{ key: arg.head.text, match: 'prefix', at: arg }];
  return [{ key: '', at: arg }];
}

/** The references to a variable in its file (shorthand `{ t }` included). */
function referencesTo(checker: ts.TypeChecker, name: ts.Identifier): ts.Identifier[] {
  const symbol = checker.getSymbolAtLocation(name);
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node !== name && node.text === name.text) {
      const parent = node.parent;
      const own = ts.isShorthandPropertyAssignment(parent)
        ? checker.getShorthandAssignmentValueSymbol(parent)
        : checker.getSymbolAtLocation(node);
      if (own === symbol) found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(name.getSourceFile());
  return found;
}

function isDependencyList(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isArrayLiteralExpression(node) &&
    ts.isCallExpression(call) &&
    DEPENDENCY_HOOKS.has(call.expression.getText()) &&
    call.arguments[call.arguments.length - 1] === node
  );
}

/** What a translator (the hook's call, or a reference to the variable holding it) is asked for. */
function keysRead(checker: ts.TypeChecker, translator: ts.Expression): Key[] {
  let node: ts.Node = translator;
  while (isWrapper(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.expression === node) return keysOf(checker, parent.arguments[0]);
  if (ts.isPropertyAccessExpression(parent) && TRANSLATOR_METHODS.has(parent.name.text) && ts.isCallExpression(parent.parent)) {
    return keysOf(checker, parent.parent.arguments[0]);
  }
  if (isDependencyList(parent)) return [];
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    return referencesTo(checker, parent.name).flatMap((reference) => keysRead(checker, reference));
  }
  return [{ key: '', at: node }];
}

function namespacesOf(checker: ts.TypeChecker, arg: ts.Expression | undefined): string[] | null {
  if (!arg) return [''];
  const inner = unwrap(arg);
  return ts.isStringLiteralLike(inner) ? [inner.text] : literalsOf(checker.getTypeAtLocation(inner));
}

/** The declarations a name in our own code stands for (imports followed). */
function ownDeclarations(checker: ts.TypeChecker, name: ts.Identifier): ts.Declaration[] {
  let symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol?.declarations ?? []).filter((declaration) => !declaration.getSourceFile().fileName.includes('/node_modules/'));
}

/**
 * Every string in `start` and in the declarations it names, as a message it may name, and every
 * template literal's static start as a prefix: what a schema's rules can give the form kit as keys.
 * A template that starts with a placeholder is taken for some other text (the helpers a schema calls
 * build dates and numbers that way): a rule that puts a key together writes its first part out.
 */
function reachableStrings(checker: ts.TypeChecker, start: ts.Node): Key[] {
  const seen = new Set<ts.Node>();
  const found: Key[] = [];
  const visit = (node: ts.Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isStringLiteralLike(node)) found.push({ key: node.text, match: 'leaf' });
    else if (ts.isTemplateExpression(node) && node.head.text) found.push({ key: node.head.text, match: 'prefix' });
    else if (ts.isIdentifier(node)) ownDeclarations(checker, node).forEach(visit);
    ts.forEachChild(node, visit);
  };
  visit(start);
  return found;
}

/** The `namespace` of a FormMessages value: an object literal, or a constant holding one. */
function formNamespace(checker: ts.TypeChecker, value: ts.Expression | undefined): string | null {
  const node = value && unwrap(value);
  if (node && ts.isIdentifier(node)) {
    const [declaration] = ownDeclarations(checker, node);
    return declaration && ts.isVariableDeclaration(declaration) ? formNamespace(checker, declaration.initializer) : null;
  }
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  const property = node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'namespace');
  const initializer = property && ts.isPropertyAssignment(property) ? unwrap(property.initializer) : undefined;
  return initializer && ts.isStringLiteralLike(initializer) ? initializer.text : null;
}

/** useZodForm(schema, { messages }): the schema's rules name keys under the messages' namespace. */
function formUses(checker: ts.TypeChecker, call: ts.CallExpression): { namespaces: string[]; keys: Key[] } {
  const [schema, options] = call.arguments;
  const messages =
    options && ts.isObjectLiteralExpression(options)
      ? options.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'messages')
      : undefined;
  const namespace = formNamespace(checker, messages?.initializer);
  return namespace === null ? { namespaces: [''], keys: WHOLE } : { namespaces: [namespace], keys: reachableStrings(checker, schema) };
}

/** The name a call's function is exported under (an import renamed or a namespace's member alike). */
function calleeName(checker: ts.TypeChecker, call: ts.CallExpression): string | null {
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
  if (!ts.isIdentifier(callee)) return null;
  const symbol = checker.getSymbolAtLocation(callee);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol).name : callee.text;
}

function callUses(checker: ts.TypeChecker, call: ts.CallExpression, file: string): { namespaces: string[]; keys: Key[] } | null {
  const hook = calleeName(checker, call);
  if (hook === 'useZodForm') return file === FORM_KIT ? null : formUses(checker, call);
  if (hook === 'useMessages') return file === RE_PROVIDER ? null : { namespaces: [''], keys: WHOLE };
  if (hook !== 'useTranslations') return null;
  const namespaces = namespacesOf(checker, call.arguments[0]);
  if (namespaces) return { namespaces, keys: keysRead(checker, call) };
  return file === FORM_KIT ? null : { namespaces: [''], keys: WHOLE };
}

/** Every message path the code's translators read, where each is read. */
export function clientMessageUses(): MessageUse[] {
  const files = ['app', 'components', 'lib']
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => HOOKS.test(readFileSync(file, 'utf8')));
  const program = createProgram(files);
  const checker = program.getTypeChecker();
  return files.flatMap((fileName) => {
    const source = program.getSourceFile(fileName)!;
    const file = path.relative(root, fileName);
    const uses: MessageUse[] = [];
    const visit = (node: ts.Node) => {
      const found = ts.isCallExpression(node) ? callUses(checker, node, file) : null;
      for (const namespace of found?.namespaces ?? []) {
        for (const { key, match, at = node } of found!.keys) {
          const line = source.getLineAndCharacterOfPosition(at.getStart()).line + 1;
          uses.push({ file, line, path: join(namespace, key), ...(match ? { match } : {}) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return uses;
  });
}

/** The messages (paths of leaves) a use reads. */
export function leavesRead({ path: read, match }: Pick<MessageUse, 'path' | 'match'>, leaves: readonly string[]): string[] {
  if (match === 'prefix') return leaves.filter((leaf) => leaf.startsWith(read));
  if (match === 'leaf') return leaves.filter((leaf) => leaf === read);
  return leaves.filter((leaf) => read === '' || leaf === read || leaf.startsWith(`${read}.`));
}

/** The fewest paths that send exactly `read` of `tree`: a sub-tree whose every message is read goes whole. */
function coveringPaths(tree: MessageTree, read: ReadonlySet<string>, prefix: string): string[] {
  const leaves = messageLeaves(tree, prefix);
  if (leaves.length > 0 && leaves.every((leaf) => read.has(leaf))) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') return read.has(path) ? [path] : [];
    return coveringPaths(value, read, path);
  });
}

const subTree = (messages: MessageTree, path: string) =>
  path.split('.').reduce<MessageTree | string | undefined>((tree, key) => (typeof tree === 'object' ? tree[key] : undefined), messages);

export type ClientMessagePaths = { everyPage: string[]; scoped: Record<string, string[]> };

/** The paths to send: each scope's on the pages that ask for it (ScopedMessages), the rest on every page. */
export function clientMessagePaths(uses: readonly MessageUse[], messages: MessageTree, scopes: readonly string[]): ClientMessagePaths {
  const leaves = messageLeaves(messages);
  const read = new Set(uses.flatMap((use) => leavesRead(use, leaves)));
  const inScope = (leaf: string) => scopes.some((scope) => leaf.startsWith(`${scope}.`));
  const scoped = Object.fromEntries(
    scopes.map((scope) => {
      const tree = subTree(messages, scope);
      return [scope, typeof tree === 'object' ? coveringPaths(tree, read, scope) : []];
    }),
  );
  const everyPage = new Set([...read].filter((leaf) => !inScope(leaf)));
  return { everyPage: Object.keys(messages).flatMap((ns) => coveringPaths(messages[ns] as MessageTree, everyPage, ns)), scoped };
}

/** The Danish messages (the default locale, which the types follow; the English have the same keys). */
export function defaultMessages(): MessageTree {
  const dir = path.join(root, 'messages/da-DK');
  return Object.fromEntries(
    readdirSync(dir).map((name) => [path.basename(name, '.json'), JSON.parse(readFileSync(path.join(dir, name), 'utf8'))]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paths = clientMessagePaths(clientMessageUses(), defaultMessages(), MESSAGE_SCOPES);
  const text = `${JSON.stringify(paths, null, 2)}\n`;
  if (process.argv.includes('--write')) writeFileSync(PATHS_FILE, text);
  else process.stdout.write(text);
}
