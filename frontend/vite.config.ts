/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';

// Vite's bundler types, through Vite (rolldown is Vite's dependency, not ours).
type ChunkingContext = Rolldown.ChunkingContext;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// The NestJS API (and the uploaded images it serves) listen on port 3000 during development.
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/uploads': { target: API_ORIGIN, changeOrigin: true },
};

/** The module main.tsx imports after the first paint: the whole application. */
const appStartFile = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));
const entryFile = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/**
 * Screens the server renders markup for (backend storefront-pages): lazy chunks, but their stylesheets
 * go with the application's, so that markup paints styled and the screen's chunk restyles nothing.
 */
const serverRenderedScreens = ['product', 'catalogue', 'category', 'brand', 'offers'].map((name) =>
  fileURLToPath(new URL(`./src/app/routes/storefront/${name}.tsx`, import.meta.url)),
);
/** React (its chunk is evaluated first) and the libraries every storefront page starts with (evaluated next). */
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LIBRARY_MODULES =
  /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|@standard-schema|immer|redux|redux-thunk|reselect|react-redux|use-sync-external-store)[\\/]/;
/** The modules of the application's chunk (appStartChunk), read once per build. */
let appStartModules: Set<string> | undefined;

/**
 * index.html links the application's stylesheets (server-rendered markup paints with every style it
 * uses, no restyle when the SPA takes over). Its scripts are not preloaded: main.tsx imports them after
 * the first frame, so on a slow connection they do not take bandwidth from the stylesheets and the
 * page's largest image, and a request that ends before the largest paint is not counted on its path
 * (Lighthouse's LCP simulation puts every request that finished before the observed LCP on it, a
 * module preloaded at low priority included). The build manifest lists what the entry loads at start
 * (bench/storefront-web.bench.mjs reads it for the initial JavaScript).
 */
function appStartStyles(): Plugin {
  let base = '/';
  return {
    name: 'app-start-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      appStartModules = undefined; // Each build (watch mode) reads its own module graph.
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle as OutputBundle).filter(
          (item): item is OutputChunk => item.type === 'chunk',
        );
        const start = chunks.find((chunk) => chunk.moduleIds.includes(appStartFile));
        if (!start) throw new Error(`${appStartFile} is in no chunk of the build`);
        const files = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (files.has(chunk.fileName) || chunk.fileName === entry?.fileName) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') visit(imported);
          }
        };
        visit(start);
        const styles = new Set(
          [...files].flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]),
        );
        return [...styles].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: base + file },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** The modules `from` imports statically, directly or not, itself included. */
function staticImports(from: string, context: ChunkingContext): Set<string> {
  const modules = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const moduleId = pending.pop()!;
    if (modules.has(moduleId)) continue;
    modules.add(moduleId);
    pending.push(...(context.getModuleInfo(moduleId)?.importedIds ?? []));
  }
  return modules;
}

/**
 * Everything the application imports statically goes into its one chunk (with one stylesheet), as when
 * it was the entry: without this, modules it shares with the lazy screens become small chunks of their
 * own, each one more stylesheet the first paint waits for. The stylesheets of the server-rendered
 * screens join it. What the entry itself imports (global styles, Vite's preload helper) stays out, or
 * the entry would load the application at once.
 */
function appStartChunk(id: string, context: ChunkingContext): string | null {
  if (!appStartModules) {
    const entryModules = staticImports(entryFile, context);
    const screenStyles = serverRenderedScreens
      .flatMap((screen) => [...staticImports(screen, context)])
      .filter((module) => /\.css$/.test(module));
    appStartModules = new Set(
      [...staticImports(appStartFile, context), ...screenStyles].filter((module) => !entryModules.has(module)),
    );
  }
  return appStartModules.has(id) ? 'start' : null;
}

export default defineConfig({
  plugins: [react(), appStartStyles()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and then the other libraries in chunks of their own, which main.tsx imports one after the other
            // before the application: evaluating the whole start-up code was one long task (issue 22).
            { name: 'react', test: REACT_MODULES, priority: 2 },
            { name: 'libraries', test: LIBRARY_MODULES, priority: 1 },
            { debugName: 'start', name: appStartChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    // A test waits up to 5 s for one element (asyncUtilTimeout, setup-tests.ts); a test of a few such steps that
    // takes 1-2 s on a quiet box went past Vitest's default 5 s limit under load. The limit only stops tests that hang.
    testTimeout: 20_000,
  },
});
