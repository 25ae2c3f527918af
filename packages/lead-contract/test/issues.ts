/** What `issuesOf` needs of a schema (zod's or zod/mini's). */
interface Schema {
  safeParse: (
    input: unknown,
  ) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A schema's issues with an input as [path, message] pairs, in order; [] when the input passes. */
export const issuesOf =
  (schema: Schema) =>
  (input: unknown): string[][] => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
