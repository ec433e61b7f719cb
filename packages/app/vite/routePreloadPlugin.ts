import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The chunk of `moduleSuffix` and every chunk it imports statically, as file names. */
function staticClosure(bundle: OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  if (start) visit(start.fileName);
  return [...files];
}

/**
 * Adds `<link rel="modulepreload">` for a lazily loaded module that the first
 * page almost always needs (the form page: every route but the account
 * pages) and its imports, so the browser fetches them with the entry instead
 * of after the entry has run and asked for them (one round trip less).
 */
export function routePreloadPlugin(moduleSuffix: string): Plugin {
  return {
    name: 'admissions:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const already = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]));
        const links = staticClosure(context.bundle as OutputBundle, moduleSuffix)
          .filter((file) => !already.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
