import type { TenantValidation } from '../delivery/compileTenantValidation.ts';
import type {
  DataModel,
  ErrorSummaryMap,
  PageDefinition,
  TenantBundle,
  TenantConfig,
  ValidationSchema,
} from '../definition/types.ts';
import { checkChecklist, checklistOf } from '../checklist/checkChecklist.ts';
import type { AuthoredWidgetSpecs } from '../widgets/createWidgetSpecs.ts';
import type { JsonSourceFile } from './json/jsonSourceFile.ts';
import { questionLabels, resolveLabelPlaceholders, type UnresolvedLabel } from './labelPlaceholder.ts';
import { positionOfPointer } from './json/jsonPositions.ts';
import { resolveTextPlaceholders } from './placeholders.ts';
import { checkApplicantName, checkThemeContrast } from './rules/brandingRules.ts';
import { checkDefinitionSchemas } from './rules/definitionSchemas.ts';
import { findDuplicateKeys } from './rules/duplicateKeys.ts';
import { checkPlaceholders } from './rules/placeholderRules.ts';
import { checkTenantSemantics } from './rules/tenantSemantics.ts';
import { compileValidationSchemas } from './rules/validationSchemas.ts';
import type { TenantFileReader } from './tenantFileReader.ts';
import { examplesFolder, runTenantExamples } from './examples/runTenantExamples.ts';
import { tenantAnswerSchemas } from '../validation/answerCodesSchema.ts';
import { readTenantLogo, type TenantAsset } from './tenantLogo.ts';
import { compareProblems, type TenantProblem } from './tenantProblem.ts';
import { readTenantSources, type TenantSources } from './tenantSources.ts';
import { expandTenantTemplates, type ExpandedTemplates } from './templates/expandTenantTemplates.ts';
import { authoredWidgetSpecs } from '../widgets/authoring/authoredWidgetSpecs.ts';
import { checkTenantMigrations, migrationsFileName } from '../migrations/checkTenantMigrations.ts';
import type { MigrationStep } from '../migrations/migrationSteps.ts';

/** A tenant's folder name: letters, digits, `-` and `_` (it appears in URLs and paths). */
export const tenantNamePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface LoadTenantOptions {
  /**
   * The widget specs pages may use, each with its options schema (default:
   * form-core's authoredWidgetSpecs); other names are problems.
   */
  widgets?: AuthoredWidgetSpecs;
}

export interface LoadedTenant {
  /** The folder name: the tenant's name. */
  name: string;
  /**
   * tenant.json and the files it lists, with placeholders resolved. Undefined
   * when a listed file is missing or is not JSON (nothing else can be checked).
   * With problems it may be incomplete: use it only when `problems` is empty.
   */
  bundle: TenantBundle | undefined;
  /** Every problem found, ordered by file and position. Empty means the tenant can run. */
  problems: TenantProblem[];
  /** The logo named by branding.logo, read and typed. */
  logo?: TenantAsset;
  /**
   * The schemas compiled once: the server validates with it and generates the
   * browser's validator module from it. Undefined when they do not compile.
   */
  validation?: TenantValidation;
  /** The parsed files with their positions (for tools that place their own findings). */
  sources: TenantSources;
  /** The steps of `migrations.json` (none without the file, or when it has problems). */
  migrations: MigrationStep[];
}

function uniqueProblems(problems: TenantProblem[]): TenantProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = `${p.file}:${p.line}:${p.column}:${p.rule}:${p.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function rawBundle(sources: TenantSources): TenantBundle {
  const value = <T>(file: JsonSourceFile | undefined) => file?.value as T;
  return {
    config: value<TenantConfig>(sources.config),
    pages: sources.pages.map((file) => value<PageDefinition>(file)),
    schemas: sources.schemas.map((file) => value<ValidationSchema>(file)),
    dataModel: value<DataModel>(sources.dataModel),
    errorSummary: value<ErrorSummaryMap>(sources.errorSummary),
    ...(sources.checklist ? { checklist: checklistOf(sources) } : {}),
  };
}

/**
 * The bundle the engine runs: every text with its placeholders replaced by
 * the values they name, and `{label}` in a message by its question's label.
 */
function resolvedBundle(
  raw: TenantBundle,
  sources: TenantSources,
  widgets: AuthoredWidgetSpecs | undefined,
  problems: TenantProblem[],
  sourcePointer: ExpandedTemplates['sourcePointer'],
): TenantBundle {
  const config = raw.config;
  const pages = raw.pages.map((page) => resolveTextPlaceholders(page, 'page', config));
  const labels = questionLabels(pages, widgets);
  const schemas = raw.schemas.map((schema, s) => {
    const unresolved: UnresolvedLabel[] = [];
    const resolved = resolveLabelPlaceholders(resolveTextPlaceholders(schema, 'schema', config), labels, unresolved);
    const file = sources.schemas[s];
    for (const { pointer, key } of unresolved) {
      if (!file) continue;
      problems.push({
        file: file.path,
        ...positionOfPointer(file.text, file.tree, sourcePointer(file.path, pointer)),
        rule: 'unknown-label',
        message:
          key === undefined
            ? '{label} stands for the label of the question a message is about, but this message is about no one answer: write the text'
            : `{label} stands for the label of the question that asks "${key}", but no page asks it: write the text, or ask the question`,
      });
    }
    return resolved;
  });
  const checklist = raw.checklist ? { checklist: resolveTextPlaceholders(raw.checklist, 'page', config) } : {};
  return { ...raw, config: resolveTextPlaceholders(config, 'tenant', config), pages, schemas, ...checklist };
}

/**
 * The one tenant loader. Reads tenant.json and the files it lists through
 * `reader`, checks them (JSON syntax and duplicate keys, the definition JSON
 * Schemas, validation schemas that compile, every configuration rule,
 * placeholders, theme contrast, the logo, then the examples of `examples/`)
 * and resolves placeholders. Every
 * problem carries its file:line:col. Pure: the host supplies the reader.
 */
export function loadTenant(name: string, reader: TenantFileReader, options: LoadTenantOptions = {}): LoadedTenant {
  const sources = readTenantSources(reader);
  // A file name read from a tenant.json that is not valid JSON may be a piece of the mistake
  // (a name that swallowed its comma): its syntax problems are reported instead.
  const brokenConfig = (sources.config?.syntaxErrors.length ?? 0) > 0;
  const problems: TenantProblem[] = sources.loadProblems.filter(
    (problem) => !brokenConfig || problem.file !== sources.config?.path,
  );
  if (!tenantNamePattern.test(name)) {
    problems.push({
      file: 'tenant.json',
      line: 1,
      column: 1,
      rule: 'tenant-name',
      message: `the folder name "${name}" may only hold letters, digits, - and _ (it is part of URLs)`,
    });
  }
  for (const file of sources.allJsonFiles) problems.push(...file.syntaxErrors, ...findDuplicateKeys(file));

  const listedFiles = [sources.config, ...sources.pages, ...sources.schemas, sources.dataModel, sources.errorSummary];
  // checklist.json is optional: only a broken one stops the checks.
  const complete =
    sources.loadProblems.length === 0 &&
    listedFiles.every((file) => file && file.syntaxErrors.length === 0) &&
    (sources.checklist?.syntaxErrors.length ?? 0) === 0;
  if (!complete) {
    return {
      name,
      bundle: undefined,
      problems: uniqueProblems(problems).sort(compareProblems),
      sources,
      migrations: [],
    };
  }

  const allShapeProblems = checkDefinitionSchemas(sources);
  // Keys, rules and error-summary entries written once with {n} become those of every add-another instance
  // here, so every check below, the validation and the bundle see the keys of every instance.
  const templates = expandTenantTemplates(rawBundle(sources), sources, options.widgets ?? authoredWidgetSpecs);
  const raw = templates.bundle;
  problems.push(...templates.problems);
  // A check tripped by a value of the wrong type (a text where a list belongs) says nothing the definition
  // schema has not said at that value: only a check that fails on well-shaped files is reported.
  const semantics = checkTenantSemantics(sources, raw, options.widgets, templates.sourcePointer).filter(
    (d) => d.rule !== 'configuration-check-failed' || allShapeProblems.length === 0,
  );
  // The same problem found by the definition schema and by a named rule (add-another max) is reported once, by name.
  const named = new Set(semantics.map((d) => `${d.file}:${d.line}:${d.column}`));
  const shapeProblems = allShapeProblems.filter((d) => !named.has(`${d.file}:${d.line}:${d.column}`));
  problems.push(...shapeProblems, ...semantics);
  if (!allShapeProblems.some((d) => d.file === sources.checklist?.path)) problems.push(...checkChecklist(sources, raw));

  let logo: TenantAsset | undefined;
  // The rules below read tenant.json's shape; when it is wrong, the definition schema has said how.
  const configShapeOk = !shapeProblems.some((d) => d.file === sources.config?.path);
  if (configShapeOk) {
    problems.push(...checkPlaceholders(sources, raw.config));
    problems.push(...checkThemeContrast(sources, raw), ...checkApplicantName(sources, raw));
    const read = readTenantLogo(sources, reader, raw.config.branding.logo);
    problems.push(...read.problems);
    logo = read.asset;
  }
  const bundle = configShapeOk ? resolvedBundle(raw, sources, options.widgets, problems, templates.sourcePointer) : raw;
  // The answer migrations name keys and codes of the current definition.
  const migrationsFile = sources.allJsonFiles.find((file) => file.path === migrationsFileName);
  const migrations =
    migrationsFile && configShapeOk ? checkTenantMigrations(migrationsFile, bundle, options.widgets) : undefined;
  if (migrations) problems.push(...migrations.problems);
  // The tenant's schemas with the rules that hold every coded answer to its question's current codes.
  const compiled = compileValidationSchemas(
    sources,
    configShapeOk ? tenantAnswerSchemas(bundle, options.widgets) : bundle.schemas,
  );
  problems.push(...compiled.problems);
  // The staff's examples run once everything else is right: a mistake elsewhere would make them fail for its sake.
  if (problems.length === 0 && compiled.validation) {
    const examples = sources.allJsonFiles.filter((file) => file.path.startsWith(examplesFolder));
    problems.push(...runTenantExamples(examples, bundle, compiled.validation.validator, options.widgets));
  }
  return {
    name,
    bundle,
    problems: uniqueProblems(problems).sort(compareProblems),
    ...(logo ? { logo } : {}),
    ...(compiled.validation ? { validation: compiled.validation } : {}),
    sources,
    migrations: migrations?.steps ?? [],
  };
}

/** One error listing every problem as `tenants/<name>/<file>:line:col  rule  message`. */
export class TenantProblemsError extends Error {
  constructor(
    readonly tenant: string,
    readonly problems: TenantProblem[],
    folderLabel = `tenants/${tenant}`,
  ) {
    super(
      `Tenant "${tenant}" has ${problems.length} problem${problems.length === 1 ? '' : 's'} ` +
        `(npm run config-lint -- ${folderLabel} lists them too):\n` +
        problems.map((p) => `  ${folderLabel}/${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}`).join('\n'),
    );
    this.name = 'TenantProblemsError';
  }
}

/** The bundle of a tenant without problems; throws a TenantProblemsError listing them otherwise. */
export function requireTenantBundle(loaded: LoadedTenant, folderLabel?: string): TenantBundle {
  if (loaded.problems.length > 0 || !loaded.bundle) {
    throw new TenantProblemsError(loaded.name, loaded.problems, folderLabel);
  }
  return loaded.bundle;
}
