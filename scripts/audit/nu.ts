// The Nu Html Checker (vnu.jar from the `vnu-jar` package) on the served pages, one Java process for
// all of them. The checker fetches the URLs itself; loopback hosts are "forbidden" to it unless the
// servlet property below says otherwise.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { z } from "zod";
import type { AuditPage } from "./pages";

const run = promisify(execFile);

/** One message of vnu's `--format json` output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export const NuMessage = z.object({
  type: z.enum(["error", "info", "non-document-error"]),
  subType: z.string().optional(),
  url: z.string().optional(),
  lastLine: z.number().optional(),
  firstColumn: z.number().optional(),
  message: z.string(),
  extract: z.string().optional(),
});
export type NuMessage = z.infer<typeof NuMessage>;
const NuOutput = z.object({ messages: z.array(NuMessage) });

export interface NuPage {
  page: string;
  path: string;
  errors: NuMessage[];
  warnings: NuMessage[];
  /** The checker could not check the page at all (fetch failed, not HTML…). */
  notChecked: NuMessage[];
}

export function vnuJarPath(): string {
  // The package exports the path as a String object (with a `vnu` helper hung on it), not a primitive.
  const jar: unknown = createRequire(import.meta.url)("vnu-jar");
  if (typeof jar !== "string" && !(jar instanceof String)) throw new Error("the vnu-jar package did not give the path of vnu.jar");
  return String(jar);
}

/** `java -version`, or why it failed (the audit says so before doing anything else). */
export async function javaMissing(): Promise<string | undefined> {
  try {
    await run("java", ["-version"]);
    return undefined;
  } catch (error) {
    return `Java is missing or broken (${(error as Error).message.split("\n")[0]}): the Nu Html Checker needs Java 11+ (apt-get install -y openjdk-17-jre-headless)`;
  }
}

export interface NuReport {
  pages: NuPage[];
  /** Errors naming none of the URLs asked for (a redirect the checker followed, say): shown, and they fail. */
  stray: NuMessage[];
}

export async function checkMarkup(base: string, pages: AuditPage[]): Promise<NuReport> {
  const urls = pages.map((page) => base + page.path);
  const { stdout } = await run(
    "java",
    ["-Dnu.validator.servlet.allow-forbidden-hosts=true", "-jar", vnuJarPath(), "--format", "json", "--exit-zero-always", "--stdout", ...urls],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = NuOutput.parse(JSON.parse(stdout));
  return {
    pages: pages.map((page, i) => {
      const own = messages.filter((m) => m.url === urls[i]);
      return {
        page: page.name,
        path: page.path,
        errors: own.filter((m) => m.type === "error"),
        warnings: own.filter((m) => m.type === "info" && m.subType === "warning"),
        notChecked: own.filter((m) => m.type === "non-document-error"),
      };
    }),
    stray: messages.filter((m) => m.type !== "info" && !urls.includes(m.url ?? "")),
  };
}
