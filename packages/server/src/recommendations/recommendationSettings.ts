import * as fs from 'node:fs';
import { join } from 'node:path';

/** When an applicant may request a kind of recommendation. */
export type RequestWhen = 'beforeSubmit' | 'afterSubmit' | 'beforeOrAfterSubmit';

export const requestWhenValues: readonly RequestWhen[] = ['beforeSubmit', 'afterSubmit', 'beforeOrAfterSubmit'];

/** One kind of recommendation a tenant declares in recommendations.json. */
export interface RecommendationKind {
  /** The kind's id (checklist items name it in `receivedWhen.recommendation`). */
  kind: string;
  /** Shown to the applicant, the recommender and staff. */
  label: string;
  requestWhen: RequestWhen;
  /** Requests of this kind an applicant may have open or submitted at once. */
  maxRequests: number;
  /** Days after a request (and after each reminder) until the recommender is reminded; 0: never. */
  reminderDays: number;
  /** Days a recommender link stays valid. */
  linkValidDays: number;
  /** The folder of the recommender form (pages/, schema/, data-model.json, error-summary.json). */
  form: string;
  /** The applicant's answer that holds the waiver of the right to read (e.g. counselor_waiver_request). */
  waiverKey?: string;
  /** The value of `waiverKey` that waives the right (e.g. "Y"). */
  waivedWhen?: string;
  /** Answers the request form is filled in with (the counselor the applicant named). */
  suggestedRecommender?: { firstNameKey?: string; lastNameKey?: string; emailKey?: string };
}

export interface RecommendationSettings {
  kinds: readonly RecommendationKind[];
}

/** The file's name in the tenant folder. */
export const recommendationsFile = 'recommendations.json';

const kindIdPattern = /^[a-z][a-z0-9-]{0,39}$/;
const folderPattern = /^[A-Za-z0-9_-]{1,60}$/;

/** A problem of recommendations.json, in words (`where` is the JSON path). */
export interface RecommendationSettingsProblem {
  where: string;
  message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings in recommendations.json checked against its rules (the same
 * ones as recommendations.schema.json, in words): every problem, or the
 * settings. `answerKeys` are the tenant's own keys (the waiver and
 * suggestion keys must be among them).
 */
export function parseRecommendationSettings(
  json: unknown,
  answerKeys: { has(key: string): boolean },
): { settings?: RecommendationSettings; problems: RecommendationSettingsProblem[] } {
  const problems: RecommendationSettingsProblem[] = [];
  const problem = (where: string, message: string) => problems.push({ where, message });
  if (!isObject(json) || !Array.isArray(json.kinds)) {
    problem('kinds', 'recommendations.json needs a "kinds" list.');
    return { problems };
  }
  const kinds: RecommendationKind[] = [];
  const seen = new Set<string>();
  json.kinds.forEach((entry: unknown, index) => {
    const at = `kinds[${index}]`;
    if (!isObject(entry)) return problem(at, 'Each kind is an object.');
    const text = (name: string, required: boolean): string | undefined => {
      const value = entry[name];
      if (value === undefined && !required) return undefined;
      if (typeof value !== 'string' || value.trim() === '') {
        problem(`${at}.${name}`, `"${name}" is a text that may not be empty.`);
        return undefined;
      }
      return value;
    };
    const count = (name: string, min: number, max: number, fallback: number): number => {
      const value = entry[name];
      if (value === undefined) return fallback;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        problem(`${at}.${name}`, `"${name}" is a whole number from ${min} to ${max}.`);
        return fallback;
      }
      return value;
    };
    const kind = text('kind', true);
    if (kind !== undefined && !kindIdPattern.test(kind)) {
      problem(`${at}.kind`, 'A kind is lower-case letters, digits and dashes, starting with a letter.');
    }
    if (kind !== undefined && seen.has(kind)) problem(`${at}.kind`, `The kind "${kind}" is declared twice.`);
    if (kind !== undefined) seen.add(kind);
    const label = text('label', true);
    const requestWhen = entry.requestWhen ?? 'beforeOrAfterSubmit';
    if (!requestWhenValues.includes(requestWhen as RequestWhen)) {
      problem(`${at}.requestWhen`, `"requestWhen" is one of ${requestWhenValues.join(', ')}.`);
    }
    const form = text('form', true);
    if (form !== undefined && !folderPattern.test(form)) {
      problem(`${at}.form`, '"form" is the name of a folder in the tenant folder (letters, digits, _ and -).');
    }
    const waiverKey = text('waiverKey', false);
    const waivedWhen = text('waivedWhen', false);
    if ((waiverKey === undefined) !== (waivedWhen === undefined)) {
      problem(at, '"waiverKey" and "waivedWhen" go together: name both or neither.');
    }
    if (waiverKey !== undefined && !answerKeys.has(waiverKey)) {
      problem(`${at}.waiverKey`, `"${waiverKey}" is not a key of the tenant's data model.`);
    }
    let suggestedRecommender: RecommendationKind['suggestedRecommender'];
    if (entry.suggestedRecommender !== undefined) {
      const suggested = entry.suggestedRecommender;
      if (!isObject(suggested)) problem(`${at}.suggestedRecommender`, '"suggestedRecommender" is an object.');
      else {
        suggestedRecommender = {};
        for (const name of ['firstNameKey', 'lastNameKey', 'emailKey'] as const) {
          const key = suggested[name];
          if (key === undefined) continue;
          if (typeof key !== 'string' || !answerKeys.has(key)) {
            problem(`${at}.suggestedRecommender.${name}`, `"${String(key)}" is not a key of the tenant's data model.`);
          } else suggestedRecommender[name] = key;
        }
      }
    }
    if (kind === undefined || label === undefined || form === undefined) return;
    kinds.push({
      kind,
      label,
      requestWhen: requestWhen as RequestWhen,
      maxRequests: count('maxRequests', 1, 10, 1),
      reminderDays: count('reminderDays', 0, 60, 7),
      linkValidDays: count('linkValidDays', 1, 365, 30),
      form,
      ...(waiverKey !== undefined && waivedWhen !== undefined ? { waiverKey, waivedWhen } : {}),
      ...(suggestedRecommender ? { suggestedRecommender } : {}),
    });
  });
  return problems.length > 0 ? { problems } : { settings: { kinds }, problems };
}

/** The tenant's recommendations.json, or no kinds when the tenant has none. Throws with every problem. */
export function readRecommendationSettings(
  tenantFolder: string,
  answerKeys: ReadonlySet<string>,
): RecommendationSettings {
  const path = join(tenantFolder, recommendationsFile);
  if (!fs.existsSync(path)) return { kinds: [] };
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${recommendationsFile}: ${(error as Error).message}`);
  }
  const { settings, problems } = parseRecommendationSettings(json, answerKeys);
  if (!settings) {
    throw new Error(problems.map((p) => `${recommendationsFile} ${p.where}: ${p.message}`).join('\n'));
  }
  return settings;
}
