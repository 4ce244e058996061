import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { leafletTrustedTypes } from './scripts/leaflet-trusted-types.ts';

/**
 * Source maps never sit next to the files a shop serves (they would publish the whole source). A build
 * makes hidden ones (no sourceMappingURL comment) and moves them out of dist/ into maps/ (git-ignored),
 * for scripts/size.ts and the developer's own tools.
 */
const MAPS_DIR = 'maps';
function mapsOutsideDist(): Plugin {
  return {
    name: 'storefront-maps-outside-dist',
    apply: 'build',
    writeBundle(options, bundle) {
      const out = options.dir ?? 'dist';
      rmSync(MAPS_DIR, { recursive: true, force: true });
      for (const file of Object.keys(bundle).filter((f) => f.endsWith('.map'))) {
        const to = join(MAPS_DIR, file);
        mkdirSync(dirname(to), { recursive: true });
        renameSync(join(out, file), to);
      }
    },
  };
}

/** The theme developer's types (src/storefront.d.ts) ship beside the bundle as dist/storefront.d.ts (package.json `types`). */
const publishTypes = (): Plugin => ({
  name: 'storefront-types',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'storefront.d.ts', source: readFileSync(new URL('./src/storefront.d.ts', import.meta.url), 'utf8') });
  },
});

/**
 * dist/head.html, the template's one tag (docs/theme-guide.md#one-script-tag): src/head.ts built on its own
 * into one import-free classic script, held inline by a `<script>` whose `{{nonce}}` and `{{base}}` the
 * template fills in. Beside it dist/head.json gives the inline text's
 * sha-256 for a policy that allows scripts by hash, and its size.
 */
export const HEAD_FILE = 'head.html';
const headTag = (): Plugin => ({
  name: 'storefront-head',
  apply: 'build',
  async generateBundle() {
    const out = (await build({
      configFile: false,
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        lib: { entry: 'src/head.ts', formats: ['iife'], name: 'storefrontHead' },
        minify: 'oxc',
        target: 'es2022',
        sourcemap: false,
        rolldownOptions: { output: { minify: true, comments: false } },
      },
    })) as Rolldown.RolldownOutput[];
    const chunks = out.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
    if (chunks.length !== 1) throw new Error(`src/head.ts must build into one chunk, not ${chunks.length}`);
    const code = chunks[0]!.code.trim();
    if (/<\/script|<!--/i.test(code)) throw new Error('src/head.ts built into text that would end its <script> element');
    const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
    this.emitFile({ type: 'asset', fileName: HEAD_FILE, source: `<script nonce="{{nonce}}" data-storefront-base="{{base}}">${code}</script>\n` });
    this.emitFile({ type: 'asset', fileName: 'head.json', source: JSON.stringify({ hash, bytes: Buffer.byteLength(code) }, null, 2) + '\n' });
  },
});

/**
 * One entry (dist/storefront.js, stable name, no React) plus hashed chunks loaded relative to it
 * (base './'), and a manifest. React and react-dom form one shared runtime chunk that
 * arrives on the first React mount; every widget and heavy library is its own lazy chunk.
 */
export default defineConfig({
  base: './',
  // Leaflet's HTML sinks as DOM calls, so maps work under Trusted Types (scripts/leaflet-trusted-types.ts).
  plugins: [react(), leafletTrustedTypes(), mapsOutsideDist(), publishTypes(), headTag()],
  // The demo server serves index.html and fixtures itself; Vite only builds the bundle.
  publicDir: false,
  // The browser's GraphQL: graphql-request imports parse, print, Kind and GraphQLError from `graphql`;
  // in the bundle that name resolves to @0no-co/graphql.web (spec-compliant parse/print, ~3 KB brotli
  // instead of graphql-js's 8). Only here: the demo shop's server keeps graphql-js for its schema.
  resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/@0no-co/graphql.web/dist/graphql.web.mjs', import.meta.url)) }] },
  // Library mode: no Vite preload helper in the entry (3 KB); React needs NODE_ENV replaced by hand there.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    lib: { entry: 'src/entry.ts', formats: ['es'], fileName: () => 'storefront.js' },
    minify: 'oxc',
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Hidden maps (no sourceMappingURL comment), moved out of dist/ into maps/ by mapsOutsideDist: a shop
    // serving dist/ publishes no source; scripts/size.ts reads maps/ to tell which sources a chunk holds.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        entryFileNames: 'storefront.js',
        minify: true,
        // No `/* @__PURE__ */` annotations in what a shop serves (they only guide minifiers); licences stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        chunkFileNames: 'chunks/[name]-[hash:7].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'react-runtime',
              test: /node_modules[\\/](react|react-dom|scheduler)|src[\\/]runtime[\\/]/,
              priority: 20,
            },
            { name: 'texts', test: /src[\\/](texts|i18n[\\/]messages)\.ts$/, priority: 30 },
            // The translator is shared by vanilla widgets and React islands: without a chunk of its own the
            // react-runtime group (which includes its members' dependencies) would capture it, and every
            // vanilla widget would then load React. With it the widget-texts loader that every widget's texts go
            // through (one chunk, not two, before interaction on product pages), without the shared catalogue's loaders.
            { name: 'translator', test: /src[\\/]i18n[\\/](translator|plural|widget-texts)\.ts$/, priority: 35 },
            // What the translator shares with the plural-free texts (src/i18n/simple-texts.ts: a subscription price
            // above the fold): a chunk of its own, so that widget loads it and not the translator's plural code.
            { name: 'lookup', test: /src[\\/]i18n[\\/](lookup|locales)\.ts$/, priority: 36 },
            // Exact money and the price formatter it writes through, one chunk (every user of money.ts needs
            // both: one request and ~125 B less on product pages).
            { name: 'price', test: /src[\\/]i18n[\\/](price|money)\.ts$/, priority: 35 },
            // The shared popover (tooltips, date picker): floating-ui and its focus helpers, loaded with the first popover.
            { name: 'floating', test: /node_modules[\\/](@floating-ui|tabbable)[\\/]|src[\\/]ui[\\/]popover/, priority: 15 },
            // Leaflet and its stylesheet: one chunk, loaded only when a map comes near the viewport.
            { name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]/, priority: 10 },
            { name: 'graphql-client', test: /node_modules[\\/](graphql-request|graphql|@0no-co[\\/]graphql\.web)[\\/]/, priority: 10 },
            // The vanilla dialog, shared by the language selector, the notices and the React wrapper: one chunk.
            { name: 'dialog', test: /src[\\/]ui[\\/]dialog(-style)?\.ts$/, priority: 30 },
            // The core: what every page loads at start, as one chunk. The group takes src/core/core.ts, the
            // loaders table and everything they import statically (configuration, mounting, the page-load call,
            // the store, the failure reporter, the language list, the default currency), plus the
            // Trusted Types policy (the map and partial navigation import it too: a chunk of its own cost a
            // request and ~400 B before interaction) and the constructed-style-sheet helper nearly every widget
            // imports (src/ui/css.ts: its own chunk was a request and ~180 B on every page with a styled widget
            // at start), and the hover-intent timer (src/ui/hover-intent.ts: 138 B as a chunk of its own, a
            // second round trip on the first hover over the basket, a menu or a link; about 100 B here). Widgets and React import the store from here: every chunk but the entry is loaded by
            // the core, so this is never an extra request. The highest priority of the groups, so that no other
            // group takes one of these in as a dependency (the translator group would take the language list,
            // react-runtime the store). The store as a chunk of its own cost
            // ~270 B on every page (its exports, the core's imports, one more request).
            // markers/core.ts (the entry's way in) stays out, as a facade chunk of 86 B: captured by the group,
            // its namespace had to be built by rolldown's helper chunk (rolldown-runtime, 382 B brotli and one
            // more request before any interaction on every page).
            { name: 'core', test: /(src[\\/](core[\\/]core|ui[\\/]view-layout|util[\\/](trusted-types|off)|ui[\\/](css|hover-intent))|markers[\\/]loaders)\.ts$/, priority: 37 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', allowedHosts: ['localhost', '127.0.0.1'] },
  preview: { host: '127.0.0.1', allowedHosts: ['localhost', '127.0.0.1'] },
});
