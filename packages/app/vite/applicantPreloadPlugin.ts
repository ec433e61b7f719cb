import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// By relative path: Vite bundles the config's relative imports, while a workspace package would reach node as TypeScript.
import { applicantPreloadComment } from '../../form-core/src/delivery/applicantPreload.ts';

/** The chunks holding the modules ending in `moduleSuffixes` and every chunk they import statically, as file names. */
function staticClosure(bundle: OutputBundle, moduleSuffixes: readonly string[]): OutputChunk[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks) {
    // A module's own chunk, or (for a module grouped into a chunk with others) the small chunk its dynamic import
    // loads, which re-exports it from there.
    const ids = chunk.facadeModuleId ? [chunk.facadeModuleId, ...chunk.moduleIds] : chunk.moduleIds;
    if (ids.some((id) => moduleSuffixes.some((suffix) => id.endsWith(suffix)))) visit(chunk.fileName);
  }
  return [...files].map((file) => bundle[file]).filter((output): output is OutputChunk => output?.type === 'chunk');
}

/**
 * Writes `<link rel="modulepreload">` links for the lazily loaded chunks a
 * logged-in applicant's first page needs (its layout, the document
 * pipeline, React Query), and preload links for their stylesheets, into
 * index.html inside an `<!--applicant-preload ...-->` comment: the server opens the comment in the page of a request
 * that may carry a session, so an applicant's browser fetches them with the
 * first script instead of after it ran, and removes it from a visitor's
 * page, which never loads them.
 */
export function applicantPreloadPlugin(moduleSuffixes: readonly string[]): Plugin {
  return {
    name: 'admissions:applicant-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const already = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((match) => match[1]));
        const chunks = staticClosure(context.bundle as OutputBundle, moduleSuffixes);
        // Importing a chunk waits for its stylesheet too: fetched early as well, applied only when the chunk loads.
        const stylesheets = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
        const links = [
          ...chunks
            .map((chunk) => chunk.fileName)
            .filter((file) => !already.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...new Set(stylesheets)]
            .filter((file) => !already.has(file))
            .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        if (links.length === 0) return html;
        return html.replace('</head>', `  ${applicantPreloadComment(links.join(' '))}\n  </head>`);
      },
    },
  };
}
