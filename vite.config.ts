import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * One entry (dist/storefront.js, stable name, no React) plus hashed chunks loaded relative to it
 * (base './'), and a manifest (CONTRACT 1). React and react-dom form one shared runtime chunk that
 * arrives on the first React mount; every widget and heavy library is its own lazy chunk.
 */
export default defineConfig({
  base: './',
  plugins: [react()],
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
    // Maps beside the files but not named in them (a shop serving dist/ does not announce them; issue 17
    // asks the same): the entry saves 32 B brotli of its 3000, scripts/size.ts still reads the maps.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        entryFileNames: 'storefront.js',
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'react-runtime',
              test: /node_modules[\\/](react|react-dom|scheduler)|src[\\/]runtime[\\/]/,
              priority: 20,
            },
            // The store and the translator are shared by vanilla widgets and the core: without their own
            // chunk the react-runtime group (which includes its members' dependencies) captures them, and
            // then every page would load React through the core's static import of the store.
            { name: 'store', test: /src[\\/]store\.ts$|node_modules[\\/](valtio[\\/]esm[\\/]vanilla|proxy-compare)[\\/]/, priority: 30 },
            { name: 'texts', test: /src[\\/](texts|i18n[\\/]messages)\.ts$/, priority: 30 },
            // The translator alone (widget texts use it without the shared catalogue's loaders).
            { name: 'translator', test: /src[\\/]i18n[\\/](translator|plural)\.ts$/, priority: 35 },
            // The shared popover (tooltips, date picker): floating-ui and its focus helpers, loaded with the first popover.
            { name: 'floating', test: /node_modules[\\/](@floating-ui|tabbable)[\\/]|src[\\/]ui[\\/]popover/, priority: 15 },
            // Shared by nearly every widget (styles as constructed sheets): its own tiny chunk, or a group that
            // includes it (floating, react-runtime) would become a static import of every widget.
            { name: 'css', test: /src[\\/]ui[\\/]css\.ts$/, priority: 40 },
            // Leaflet and its stylesheet: one chunk, loaded only when a map comes near the viewport.
            { name: 'leaflet', test: /node_modules[\\/]leaflet[\\/]/, priority: 10 },
            { name: 'graphql-client', test: /node_modules[\\/](graphql-request|graphql|@0no-co[\\/]graphql\.web)[\\/]/, priority: 10 },
            // The vanilla dialog, shared by the language selector, the notices and the React wrapper: one chunk.
            { name: 'dialog', test: /src[\\/]ui[\\/]dialog(-style)?\.ts$/, priority: 30 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', allowedHosts: ['localhost', '127.0.0.1'] },
  preview: { host: '127.0.0.1', allowedHosts: ['localhost', '127.0.0.1'] },
});
