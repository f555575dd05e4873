// Its own module: the CLI (./cli.ts) reports it and the versioned tables (./versioned.ts) throw it,
// and the CLI runs the tables' operations, so neither may import the other for it.

/** A refusal with every reason, one per line; the CLI prints them and exits 1. */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}
