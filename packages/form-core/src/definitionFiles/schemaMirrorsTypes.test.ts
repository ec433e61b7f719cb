import { describe, expect, it } from 'vitest';
import type {
  AddAnotherDefinition,
  ContentDefinition,
  DataModel,
  ErrorSummaryMap,
  GroupDefinition,
  PageDefinition,
  QuestionDefinition,
  SectionDefinition,
  SwitchDefinition,
  TabGroupDefinition,
  TenantConfig,
} from '../definition/types.ts';
import { fieldsOf } from '../__fixtures__/fieldsOf.ts';
import { definitionFileSchemas } from './validateDefinitionFile.ts';

interface SchemaNode {
  properties?: Record<string, unknown>;
  definitions?: Record<string, SchemaNode>;
}
const page = definitionFileSchemas.page as SchemaNode;
const propertiesOf = (node: SchemaNode | undefined) => Object.keys(node?.properties ?? {}).sort();
const definition = (name: string) => propertiesOf(page.definitions?.[name]);

describe('definition JSON Schemas mirror types.ts', () => {
  it('page, section and every item kind', () => {
    expect(propertiesOf(page)).toEqual(
      fieldsOf<PageDefinition>()('$schema', 'id', 'path', 'title', 'step', 'navLabel', 'sections', 'actions'),
    );
    expect(definition('section')).toEqual(
      fieldsOf<SectionDefinition>()('id', 'title', 'description', 'condition', 'items'),
    );
    expect(definition('question')).toEqual(
      fieldsOf<QuestionDefinition>()(
        'key',
        'widget',
        'label',
        'hint',
        'required',
        'condition',
        'options',
        'after',
        'reveal',
        'width',
      ),
    );
    expect(definition('content')).toEqual(
      fieldsOf<ContentDefinition>()('kind', 'id', 'text', 'variant', 'condition', 'showBetween'),
    );
    expect(definition('group')).toEqual(
      fieldsOf<GroupDefinition>()('kind', 'id', 'title', 'description', 'condition', 'items'),
    );
    expect(definition('switch')).toEqual(fieldsOf<SwitchDefinition>()('kind', 'id', 'cases'));
    expect(definition('tabs')).toEqual(
      fieldsOf<TabGroupDefinition>()('kind', 'id', 'label', 'tabs', 'clearKeys', 'defaultTab', 'condition'),
    );
    expect(definition('addAnother')).toEqual(
      fieldsOf<AddAnotherDefinition>()(
        'kind',
        'id',
        'buttonLabel',
        'instanceTitle',
        'max',
        'requiredInstances',
        'template',
        'condition',
      ),
    );
  });

  it('tenant.json, the data model and the error summary', () => {
    expect(propertiesOf(definitionFileSchemas.tenant as SchemaNode)).toEqual(
      fieldsOf<TenantConfig>()(
        '$schema',
        'name',
        'branding',
        'defaultRoute',
        'pages',
        'schemas',
        'dataModel',
        'errorSummary',
        'characterLimit',
        'identityProviderCookiePrefix',
        'applicantName',
        'partner',
        'dateWindows',
        'optionLists',
        'banners',
        'modals',
        'texts',
      ),
    );
    expect(propertiesOf(definitionFileSchemas.dataModel as SchemaNode)).toEqual(
      fieldsOf<DataModel>()('$schema', 'keys'),
    );
    expect(propertiesOf(definitionFileSchemas.errorSummary as SchemaNode)).toEqual(
      fieldsOf<ErrorSummaryMap>()('$schema', 'pages'),
    );
  });

  it('gives every property a title and a description (editor help)', () => {
    const missing: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((child, i) => visit(child, `${path}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (typeof record.properties === 'object' && record.properties !== null) {
        for (const [name, property] of Object.entries(record.properties as Record<string, Record<string, unknown>>)) {
          if (path.includes('/if') || ('const' in property && Object.keys(property).length === 1)) continue;
          if (typeof property.title !== 'string' || typeof property.description !== 'string') {
            missing.push(`${path}/properties/${name}`);
          }
        }
      }
      for (const [name, child] of Object.entries(record)) visit(child, `${path}/${name}`);
    };
    for (const [kind, schema] of Object.entries(definitionFileSchemas)) visit(schema, kind);
    expect(missing).toEqual([]);
  });
});
