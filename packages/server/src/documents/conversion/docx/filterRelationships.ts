import type { SaxesTagNS } from 'saxes';
import {
  droppedRelationshipTypes,
  keptExternalTargets,
  keptExternalTypes,
  packageRelationshipNamespace,
} from './docxRules.ts';
import { rewriteXml } from './xmlRewriter.ts';

/** The part a relationships part describes: `word/_rels/document.xml.rels` -> `word/document.xml`. */
export function sourcePartOf(relsName: string): string {
  const match = /^(.*?)_rels\/([^/]*)\.rels$/i.exec(relsName);
  return match ? `${match[1]}${match[2]}` : '';
}

/**
 * The package part an internal target names, resolved against the source
 * part's folder; undefined when it is a URL, leaves the package or cannot be
 * decoded.
 */
export function resolveInternalTarget(sourcePart: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.includes('\\')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(target.split('#')[0]!);
  } catch {
    return undefined;
  }
  const base = target.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  const segments = [...base];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.join('/');
}

function attributeOf(tag: SaxesTagNS, local: string): string {
  return Object.values(tag.attributes).find((a) => a.local === local && a.uri === '')?.value ?? '';
}

/**
 * Rewrites a relationships part keeping only relationships to parts of this
 * package (that exist) and external web or mail hyperlinks. Removed: every
 * other external target (linked pictures, files, templates, sub-documents,
 * frames), and the types of docxRules.ts whatever their target.
 * `hasPart` answers case-insensitively, as part names compare.
 */
export function filterRelationships(relsName: string, xml: string, hasPart: (name: string) => boolean): string {
  const source = sourcePartOf(relsName);
  return rewriteXml(xml, () => ({
    element(tag) {
      if (tag.uri !== packageRelationshipNamespace || tag.local !== 'Relationship') return 'keep';
      const type = (attributeOf(tag, 'Type').split('/').at(-1) ?? '').toLowerCase();
      const target = attributeOf(tag, 'Target');
      if (droppedRelationshipTypes.has(type)) return 'drop';
      if (attributeOf(tag, 'TargetMode').toLowerCase() === 'external') {
        return keptExternalTypes.has(type) && keptExternalTargets.test(target.trim()) ? 'keep' : 'drop';
      }
      const part = resolveInternalTarget(source, target);
      return part !== undefined && hasPart(part) ? 'keep' : 'drop';
    },
  }));
}
