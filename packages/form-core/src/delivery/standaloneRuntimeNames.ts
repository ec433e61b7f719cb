/**
 * The modules generated validator code may call, by the name ajv's standalone
 * output requires them with. The browser passes exactly these (see
 * standaloneRuntime.ts); a schema needing any other is a loader problem, so a
 * tenant the browser cannot validate never starts.
 */
export const standaloneRuntimeNames = [
  'ajv/dist/runtime/equal',
  'ajv/dist/runtime/ucs2length',
  'ajv-formats/dist/formats',
  '@admissions/form-core/keyword-runtime',
] as const;

export type StandaloneRuntimeName = (typeof standaloneRuntimeNames)[number];

/** What a generated validator module's default export receives: each runtime module's exports by name. */
export type StandaloneRuntime = Readonly<Record<StandaloneRuntimeName, unknown>>;
