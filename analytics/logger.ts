/** The console methods the layer uses; tests pass a spy object. */
export interface ConsoleLike {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface Logger {
  /** Event tracing, printed only when the cal_logging cookie equals 1 (spec §9). */
  debug(...args: unknown[]): void;
  /** spec §8: warnings and errors are always console logs, never thrown. */
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export function createLogger(sink: ConsoleLike | undefined, debugEnabled: () => boolean): Logger {
  const out = sink ?? (typeof console === "undefined" ? undefined : console);
  return {
    debug: (...args) => {
      if (out && debugEnabled()) out.log("[analytics]", ...args);
    },
    warn: (...args) => out?.warn(...args),
    error: (...args) => out?.error(...args),
  };
}
