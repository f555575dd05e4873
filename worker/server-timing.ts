/** Collects Server-Timing entries for one request (STYLE: slow loaders show in devtools). */
export class ServerTiming {
  private entries: string[] = [];

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, performance.now() - start);
    }
  }

  add(name: string, ms: number): void {
    this.entries.push(`${name};dur=${ms.toFixed(1)}`);
  }

  /** An entry without a duration: what happened (`cache;desc="hit"`). */
  note(name: string, description: string): void {
    this.entries.push(`${name};desc="${description.replace(/["\\]/g, "")}"`);
  }

  header(): string {
    return this.entries.join(", ");
  }
}
