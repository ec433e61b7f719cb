import { Ajv, type ValidateFunction } from 'ajv';
import type { RecordedResponse } from './recordedResponses.ts';

interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, unknown>;
}
interface OpenApiOperation {
  operationId?: string;
  responses?: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** What is wrong with one recorded response according to the document; undefined when it matches. */
export type ResponseCheck = (response: RecordedResponse) => string | undefined;

const templateToPattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Checks responses against the OpenAPI document: the operation for the
 * method and path, the status among its responses, the declared headers
 * present, and a JSON body valid against the schema of that status.
 */
export function responseChecker(document: OpenApiDocument): ResponseCheck {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<object, ValidateFunction>();
  const operations = Object.entries(document.paths).map(([template, methods]) => ({
    pattern: templateToPattern(template),
    template,
    methods,
  }));
  return (response) => {
    const path = response.path.split('?')[0]!;
    const where = `${response.method} ${path} ${response.status}`;
    const entry = operations.find(
      (operation) => operation.pattern.test(path) && operation.methods[response.method.toLowerCase()],
    );
    if (!entry) return `${where}: no operation in the document`;
    const operation = entry.methods[response.method.toLowerCase()]!;
    const documented = operation.responses?.[String(response.status)];
    if (!documented) return `${where}: status not documented for ${operation.operationId ?? entry.template}`;
    for (const header of Object.keys(documented.headers ?? {})) {
      if (!response.headers.has(header)) return `${where}: documented header ${header} missing`;
    }
    const schema = documented.content?.['application/json']?.schema;
    if (!schema || !response.contentType.startsWith('application/json')) return undefined;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(response.body)) return undefined;
    return `${where}: body does not match its schema: ${ajv.errorsText(validate.errors)}`;
  };
}
