/** The field discriminant of a line: d_K and whether it is exact (fieldDiscriminant.ts). */
export {
  DEFAULT_FIELD_WORK,
  type FieldOptions,
  fieldDiscriminant,
  fieldDiscriminantOf,
} from './fieldDiscriminant';
export type { DiscSource, FieldDiscriminant } from './types';
