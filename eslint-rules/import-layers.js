import path from 'node:path';

/**
 * The layers of src/, lowest first (docs/decisions/2026-11-26-layers-and-folders.md). A module may import
 * its own layer and the layers below it, never one above: the pure TON code knows nothing of the API, the
 * API nothing of settings, the shared components nothing of pages, pages nothing of the app. The pages
 * share a layer but never import each other: they meet only in src/app.
 */
export const LAYERS = [
  { name: 'ton', areas: ['ton'] },
  { name: 'api', areas: ['api'] },
  { name: 'settings', areas: ['settings'] },
  { name: 'workspace', areas: ['workspace'] },
  { name: 'paths', areas: ['paths.ts', 'shell-paths.ts'] },
  { name: 'components/ui', areas: ['components/ui'] },
  { name: 'components/labels', areas: ['components/labels'] },
  { name: 'components/time', areas: ['components/time'] },
  { name: 'components/ton', areas: ['components/ton'] },
  { name: 'components/api', areas: ['components/api'] },
  { name: 'components', areas: ['components'] },
  { name: 'pages', areas: ['home', 'block', 'accounts'], apart: true },
  { name: 'app', areas: ['app'] },
  { name: 'entry', areas: ['main.tsx', 'styles'] },
];

const PAGES_RANK = LAYERS.findIndex((layer) => layer.name === 'pages');
const ORDER = LAYERS.map((layer) => layer.name).join(' < ');

/**
 * The layer and area of a file under `src`, by the longest area that contains it (`components/ui` before
 * `components`); undefined outside src/ or in no layer.
 */
export function placeOf(src, file) {
  const relative = path.relative(src, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  let best;
  LAYERS.forEach((layer, rank) => {
    for (const area of layer.areas) {
      const inside = relative === area || relative.startsWith(`${area}/`) || relative === `${area}.ts`;
      if (inside && (best === undefined || area.length > best.area.length)) best = { rank, layer, area };
    }
  });
  return best;
}

/** `tonlens/import-layers`: a relative import (static, dynamic or re-export) that runs up the layers. */
export function importLayersRule(src) {
  return {
    meta: {
      type: 'problem',
      docs: { description: `Imports run down the layers of src/: ${ORDER}; pages never import each other.` },
      schema: [],
    },
    create(context) {
      const from = placeOf(src, context.filename);
      if (from === undefined) return {};
      // A test beside shared code may build its fixtures with a higher shared layer (a recorded answer read
      // through the API's schemas), never with a page or the app.
      const isTest = /\.test\.tsx?$/.test(context.filename);
      function check(node) {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = placeOf(src, path.resolve(path.dirname(context.filename), source.split('?')[0]));
        if (to === undefined || to.area === from.area) return;
        if (to.rank > from.rank && !(isTest && to.rank < PAGES_RANK)) {
          context.report({
            node: node.source,
            message: `src/${from.area} (layer ${from.layer.name}) must not import src/${to.area} (layer ${to.layer.name}): imports run down the layers ${ORDER}.`,
          });
        } else if (to.rank === from.rank && from.layer.apart) {
          context.report({
            node: node.source,
            message: `src/${from.area} must not import src/${to.area}: pages meet only in src/app; what both need goes in a shared layer.`,
          });
        }
      }
      return {
        ImportDeclaration: check,
        ImportExpression: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
      };
    },
  };
}
