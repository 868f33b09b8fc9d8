import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const staticPageTexts = fileURLToPath(
  new URL('../backend/src/modules/seo/domain/static-page-texts.ts', import.meta.url),
);
const cataloguePageTexts = fileURLToPath(
  new URL('../backend/src/modules/seo/domain/catalogue-page-texts.ts', import.meta.url),
);
const leadLabels = fileURLToPath(new URL('../backend/src/modules/leads/domain/lead-labels.ts', import.meta.url));
const reactRouter = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/${file}`, import.meta.url));

/**
 * Writes `x.js.br` and `x.js.gz` beside every built script and stylesheet; the
 * server sends the smallest one the browser accepts (backend shared/http/spa.ts).
 * Compressed once here at the highest levels, never per request.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      // Not the build manifest (.vite/manifest.json): the server reads it, no browser does.
      const files = Object.keys(bundle).filter(
        (file) => /\.(js|css|svg|json)$/.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          await writeFile(
            `${path}.br`,
            await promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${path}.gz`, await promisify(gzip)(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Names every page's chunk in the build manifest under the page's own path (`src/pages/<name>/index.ts`),
 * which the server looks up to list the page's scripts (backend shared/http/spa.ts `pagePreloads`).
 * Rolldown sometimes merges a page's entry into a chunk it shares with a lazy part of the page (the
 * school page and its request dialog), and the manifest then keys that chunk by its file alone: the
 * school page was served with none of its scripts named, so the browser found them only after the app
 * had run.
 */
function pageEntriesInManifest(): Plugin {
  let outDir = 'dist';
  let root = '';
  return {
    name: 'page-entries-in-manifest',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async writeBundle(_options, bundle) {
      const manifestFile = join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string }>;
      let added = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const key = relative(root, id).split(sep).join('/');
          if (!/^src\/pages\/[^/]+\/index\.ts$/.test(key) || manifest[key]) continue;
          const record = Object.values(manifest).find((each) => each.file === chunk.fileName);
          if (!record) throw new Error(`page ${key}: its chunk ${chunk.fileName} is not in the manifest`);
          manifest[key] = { ...record, src: key } as typeof record;
          added++;
        }
      }
      if (added) await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };
}

/** What the two MUI modules below import for a theme with CSS variables, which the app's theme (app/theme.ts) is not. */
const CSS_VARIABLE_THEMES = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme|ThemeProvider)\.js$/;
const UNUSED_CSS_VARIABLES = '\0mui-css-variables-unused';

/**
 * Leaves MUI's CSS-variables theme out of the browser's code: about 8 KB gzip that every page fetched
 * before its first interaction (issue 21). `createTheme` and `ThemeProvider` pick the plain theme or
 * the CSS-variables one at run time, so both are imported whatever the app's theme is. Theirs is
 * plain (no `cssVariables`, no `colorSchemes`): the imports of the other kind are given a module that
 * throws, should a theme with CSS variables ever be made (every e2e test runs the built app).
 * An MUI release that moves these files only loses the saving: the build warns when nothing matched.
 */
function muiWithoutCssVariables(): Plugin {
  let replaced = 0;
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !CSS_VARIABLE_THEMES.test(importer)) return null;
      if (source !== './createThemeWithVars.js' && source !== './ThemeProviderWithVars.js') return null;
      replaced++;
      return UNUSED_CSS_VARIABLES;
    },
    load(id) {
      if (id !== UNUSED_CSS_VARIABLES) return null;
      return [
        "const unused = () => { throw new Error('MUI themes with CSS variables are left out of the build (vite.config.ts)'); };",
        'export default unused;',
        'export const CssVarsProvider = unused;',
      ].join('\n');
    },
    buildEnd() {
      if (replaced < 2)
        this.warn(`MUI's CSS-variables theme is in the build again (${replaced} of 2 imports replaced)`);
    },
  };
}

// `npm run build` always builds for production, whatever NODE_ENV the shell has: a development
// build (React's jsxDEV, a 435 KB React chunk) must never be shipped or measured (issue 21).
export default defineConfig(({ command, isSsrBuild }) => ({
  mode: command === 'build' ? 'production' : undefined,
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: isSsrBuild ? [react()] : [muiWithoutCssVariables(), react(), precompressAssets(), pageEntriesInManifest()],
  // The server renderer (app/entry-server.tsx, `vite build --ssr`) is one CommonJS file with every
  // dependency inside: the backend require()s it, and the Docker image needs no frontend packages.
  ssr: { noExternal: true, target: 'node' },
  resolve: {
    alias: [
      // Page titles and descriptions: one file the server's SEO module and the pages both read.
      { find: '@static-page-texts', replacement: staticPageTexts },
      // The same for the pages of one school, neighborhood, article or open house: one builder, so the
      // title the server sent is the one the page keeps after hydration.
      { find: '@catalogue-page-texts', replacement: cataloguePageTexts },
      // Lead types, statuses and closing reasons by name: the inbox and the server's CSV say the same.
      { find: '@lead-labels', replacement: leadLabels },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router 7 points every import at its development build (remix-run/react-router#12532,
      // #14102): dev-only warnings and checks in production. The build takes its production files.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouter('dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouter('dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: false,
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          output: { format: 'cjs', entryFileNames: 'entry-server.cjs', inlineDynamicImports: true },
        },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // dist/.vite/manifest.json: which chunks each page needs; the server names the current page's
        // in `<link rel="modulepreload">` (backend shared/http/spa.ts).
        manifest: true,
        rollupOptions: {
          output: {
            // React itself in one stable vendor chunk (every page needs all of it). MUI, Redux and the
            // router are left to Rollup: a forced vendor chunk of them held every component any page
            // uses, so the home page downloaded the whole UI kit before it could render.
            manualChunks: (id) =>
              /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined,
            // A page's chunk is named after its folder (pages/<name>/index.ts), not 'index': Rollup names a chunk
            // after its facade's file or its largest module, so a page's name came and went as its imports changed.
            chunkFileNames: (chunk) => {
              const page = chunk.moduleIds
                .map((id) => /[\\/]pages[\\/]([\w-]+)[\\/]index\.ts$/.exec(id)?.[1])
                .find(Boolean);
              return `assets/${page ?? '[name]'}-[hash].js`;
            },
          },
        },
      },
}));
