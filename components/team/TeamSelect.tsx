import type { ComponentProps } from 'react';

/** A choice's options as [value, words] pairs. */
export type Options = readonly (readonly [value: string, words: string])[];

/** Each value with its words: `named(LEAD_STATUSES, (s) => t(`statuses.${s}`))`. */
export const named = <V extends string>(values: readonly V[], words: (value: V) => string): Options =>
  values.map((value) => [value, words(value)] as const);

/** A labelled choice of the team's forms (named as its id unless told). */
export function TeamSelect({
  id,
  label,
  options,
  name = id,
  ...select
}: { id: string; label: string; options: Options; name?: string } & Omit<
  ComponentProps<'select'>,
  'id' | 'name' | 'children'
>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} {...select}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </>
  );
}
