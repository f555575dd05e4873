import type { ZodError } from "zod";

export interface FieldIssue {
  field: string;
  message: string;
}

/** Turns a zod error into messages that name the offending field, e.g. "from: Expected number, received string". */
export function describeZodError(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
    const field = [...issue.path, ...keys].join(".") || "(body)";
    const message = issue.code === "unrecognized_keys" ? `unknown field` : issue.message;
    return { field, message: `${field}: ${message}` };
  });
}

/** Where in a document an issue is, as an editor reads it: `zones[0].components[1].theme`. */
export function documentPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((at, part) => (typeof part === "number" ? `${at}[${part}]` : at ? `${at}.${part}` : String(part)), "");
}
