import type { DataModel } from '../definition/types.ts';

/** The data model as the browser reads it: each key's type, without the words and markers only staff tools use. */
export function browserDataModel(dataModel: DataModel): DataModel {
  return {
    keys: Object.fromEntries(Object.entries(dataModel.keys).map(([key, { type }]) => [key, { type }])),
  };
}

/**
 * The validator file the browser loads: the generated validator module plus
 * `export const dataModel`, each answer key's type. The browser reads the
 * types only to normalize answers right before it validates, so they load
 * with the validator (when the app first validates), not with the first page.
 * The server runs the bare module: it has the whole data model already.
 */
export function deliveredValidatorModule(validatorModule: string, dataModel: DataModel): string {
  const separator = validatorModule.endsWith('\n') ? '' : '\n';
  return `${validatorModule}${separator}export const dataModel = ${JSON.stringify(browserDataModel(dataModel))};\n`;
}
