/**
 * The layer rule (`layers/imports`): entry -> markers -> core -> widgets -> runtime, ui, api, i18n, util.
 * Each import (static, dynamic, re-export, type-only) is resolved to a file of the repository and both
 * ends are given a layer; an import that goes up, sideways between widgets, or from the core to a widget
 * fails lint. Files outside these folders (tests, fixtures, scripts, configs) are not checked.
 *
 *   entry    src/entry.ts, src/head.ts,    what ships in dist/storefront.js (and head.ts in dist/head.html's inline
 *            src/start/                    part): may import markers, core, shared
 *   markers  markers/                      may import core, widgets, shared
 *   core     src/core/                     the lazy core chunk and what it loads: may import shared (it names no
 *                                          widget: rows bring their hooks)
 *   widget   widgets/<name>/               may import its own folder and shared (never another widget)
 *   shared   src/runtime, ui, api, i18n, util, and src/types.ts, store.ts, texts.ts, *.d.ts
 *                                          may import shared only; src/util imports only util and types
 */
import { statSync } from 'node:fs';
import path from 'node:path';

const SHARED_DIRS = new Set(['runtime', 'ui', 'api', 'i18n', 'util']);

/** The layer of a repository-relative path (forward slashes), or null when it is in none. */
export function layerOf(rel) {
  const parts = rel.split('/');
  if (rel === 'src/entry.ts' || rel === 'src/head.ts') return { layer: 'entry' };
  if (parts[0] === 'markers') return { layer: 'markers' };
  if (parts[0] === 'widgets' && parts.length > 2) return { layer: 'widget', widget: parts[1] };
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'start') return { layer: 'entry' };
  if (parts[1] === 'core') return { layer: 'core' };
  if (parts.length > 2 && SHARED_DIRS.has(parts[1])) return { layer: 'shared', dir: parts[1] };
  if (parts.length === 2) return { layer: 'shared', dir: parts[1].replace(/\..*$/, '') };
  return null;
}

const WHY = {
  entry: 'the entry imports markers, the core and shared modules; widgets load through markers/loaders.ts',
  markers: 'markers/ is imported by the entry, never the other way',
  up: 'the core is loaded by the entry (through markers/core.ts), never the other way',
  core: 'the core (src/core) names no widget and no marker row: a row brings its hooks (markers/index.ts beforePaint, markers/loaders.ts late)',
  widget: 'a widget never imports another widget: move the shared code down into src/ (ui, api, i18n, util, runtime)',
  shared: 'src/runtime, ui, api, i18n and util sit below the widgets and the core',
  util: 'src/util is the bottom layer: it imports only src/util and src/types',
};

/** Why `from` may not import `to`, or null when it may. */
export function crossing(from, to) {
  if (!from || !to) return null;
  switch (from.layer) {
    case 'entry':
      return to.layer === 'widget' ? WHY.entry : null;
    case 'markers':
      return to.layer === 'entry' ? WHY.markers : null;
    case 'core':
      return to.layer === 'shared' || to.layer === 'core' ? null : to.layer === 'entry' ? WHY.up : WHY.core;
    case 'widget':
      if (to.layer === 'shared') return null;
      if (to.layer === 'widget') return to.widget === from.widget ? null : WHY.widget;
      return `a widget imports only its own folder and src/ runtime, ui, api, i18n, util (${to.layer} is above it)`;
    case 'shared':
      if (to.layer !== 'shared') return WHY.shared;
      if (from.dir === 'util' && to.dir !== 'util' && to.dir !== 'types') return WHY.util;
      return null;
  }
  return null;
}

const isDir = (p) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

const describeLayer = (l, rel) => (l.layer === 'widget' ? `widgets/${l.widget}` : l.layer === 'shared' ? `src/${l.dir}` : rel);

/** @type {import('eslint').Rule.RuleModule} */
const imports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers: entry -> markers -> core -> widgets -> runtime, ui, api, i18n, util.' },
    schema: [],
    messages: { crossed: '{{from}} may not import {{to}}: {{why}}.' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const rel = path.relative(root, file).split(path.sep).join('/');
    const from = layerOf(rel);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(file), source.value))
        .split(path.sep)
        .join('/');
      const resolved = /\.[cm]?[jt]sx?$/.test(target) ? target : isDir(path.join(root, target)) ? `${target}/index.ts` : `${target}.ts`;
      const to = layerOf(resolved);
      const why = crossing(from, to);
      if (why) context.report({ node: source, messageId: 'crossed', data: { from: describeLayer(from, rel), to: describeLayer(to, resolved), why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'storefront-layers' }, rules: { imports } };
