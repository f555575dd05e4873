import type { z } from "zod";
import { describeZodError, type FieldIssue } from "#app/validation/describe-zod-error.ts";

// The one reading of a JSON API's query string (issue #24: `searchTerm=` answered 400). Every
// endpoint that validates its query with zod reads it here, so they agree on two rules:
// - an empty parameter is an absent one (`?searchTerm=&page=1` is `?page=1`): forms and hand-written
//   links send empty fields, and "no value" must not be refused as a value that is too short;
// - a parameter given twice with values is refused (400 naming it): the endpoint cannot know which
//   one the caller meant, and silently taking one hides the caller's mistake.

/** The query's fields, each named once, empty ones left out; or what is wrong with them. */
export function queryFields(search: URLSearchParams): { fields: Record<string, string> } | { issues: FieldIssue[] } {
  // No prototype: a parameter named __proto__ is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of search) {
    if (value === "") continue;
    if (key in fields) return { issues: [{ field: key, message: `${key}: given more than once` }] };
    fields[key] = value;
  }
  return { fields };
}

/** The query validated by `schema` (after {@link queryFields}), or the issues to answer a 400 with. */
export function parseQuery<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, search: URLSearchParams): { data: T } | { issues: FieldIssue[] } {
  const read = queryFields(search);
  if ("issues" in read) return read;
  const parsed = schema.safeParse(read.fields);
  return parsed.success ? { data: parsed.data } : { issues: describeZodError(parsed.error) };
}
