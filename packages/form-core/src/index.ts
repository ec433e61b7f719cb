export type * from './definition/types.ts';
