import type { DataModel, ErrorSummaryMap, TenantBundle, ValidationSchema } from '../../definition/types.ts';
import type { WidgetSpecs } from '../../widgets/createWidgetSpecs.ts';
import type { JsonSourceFile } from '../json/jsonSourceFile.ts';
import type { TenantProblem } from '../tenantProblem.ts';
import type { TenantSources } from '../tenantSources.ts';
import { addAnotherBlocks } from './addAnotherBlocks.ts';
import { expandTemplateFile } from './expandTemplateFile.ts';
import { templatePlacementInPages } from './templatePlacementInPages.ts';

export interface ExpandedTemplates {
  /** The bundle with every `{n}` template of the data model, the schemas and the error summary expanded. */
  bundle: TenantBundle;
  /** Templates no block asks, explicit keys that repeat an expanded one, `{n}` where no template is. */
  problems: TenantProblem[];
  /** Where a value of the expanded bundle is written: its pointer in the tenant file (path as tenant.json lists it). */
  sourcePointer(file: string, pointer: string): string;
}

/**
 * Declared once, asked in every block: a data-model key, a rule or an
 * error-summary entry written with `{n}` stands for the same key of every
 * instance of the add-another block that asks it, up to the block's max. The
 * loader expands them here, before any check, so that every check, the
 * validation, the export and the staff view see the keys of every instance.
 */
export function expandTenantTemplates(
  raw: TenantBundle,
  sources: TenantSources,
  widgets: WidgetSpecs,
): ExpandedTemplates {
  const unchanged: ExpandedTemplates = { bundle: raw, problems: [], sourcePointer: (_file, pointer) => pointer };
  const blocks = addAnotherBlocks(raw.pages, widgets);
  const { dataModel, errorSummary } = sources;
  if (!blocks || !dataModel || !errorSummary) return unchanged;

  const problems = templatePlacementInPages(sources.pages);
  const origins = new Map<string, Map<string, string>>();
  const expand = <T>(file: JsonSourceFile): T => {
    const expanded = expandTemplateFile(file, blocks, problems);
    origins.set(file.path, expanded.origins);
    return expanded.value as T;
  };
  const bundle: TenantBundle = {
    ...raw,
    dataModel: expand<DataModel>(dataModel),
    schemas: sources.schemas.map((file) => expand<ValidationSchema>(file)),
    errorSummary: expand<ErrorSummaryMap>(errorSummary),
  };
  return {
    bundle,
    problems,
    sourcePointer: (file, pointer) => {
      const map = origins.get(file.replace(/^\.\//, ''));
      return map ? originOf(map, pointer) : pointer;
    },
  };
}

/** The source of the deepest expanded value the pointer passes through, with the rest of the pointer after it. */
function originOf(origins: Map<string, string>, pointer: string): string {
  const segments = pointer.replace(/^#/, '').split('/').slice(1);
  for (let length = segments.length; length >= 0; length -= 1) {
    const source = origins.get(
      segments
        .slice(0, length)
        .map((s) => `/${s}`)
        .join(''),
    );
    if (source !== undefined)
      return (
        source +
        segments
          .slice(length)
          .map((s) => `/${s}`)
          .join('')
      );
  }
  return pointer;
}
