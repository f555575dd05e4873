import { COLLECTOR_CONFIG_TOGGLE, DEFAULT_COLLECTOR_CONFIG_KEY, EVENT_BLACKLIST_TOGGLE, MESSAGES } from "./constants";
import type { Collector } from "./cdp";
import { compileBlacklist } from "./event-names";
import type { Logger } from "./logger";
import type { CollectorConfig } from "./schemas";
import type { SessionData } from "./session";

/**
 * spec §3 "Analytics settings": the config for a page is the entry under its lowercase page type, with
 * the default entry filling what it does not give. Both platforms and a url are needed (spec §4);
 * bad JSON warns (spec §8), a missing config is a console error and nothing loads.
 */
export function collectorConfigFor(toggles: Record<string, string>, pageType: string, logger: Logger): Required<CollectorConfig> | null {
  let settings: Record<string, CollectorConfig | undefined> = {};
  const raw = toggles[COLLECTOR_CONFIG_TOGGLE];
  if (raw) {
    try {
      const parsed = JSON.parse(raw);
      if (parsed && typeof parsed === "object") settings = parsed;
    } catch {
      logger.warn(MESSAGES.INVALID_COLLECTOR_JSON);
      return null;
    }
  }
  const config = { ...settings[DEFAULT_COLLECTOR_CONFIG_KEY], ...settings[pageType.toLowerCase()] };
  if (!Array.isArray(config.platforms) || config.platforms.length === 0 || typeof config.url !== "string" || !config.url) {
    logger.error(MESSAGES.MISSING_COLLECTOR_CONFIG, pageType);
    return null;
  }
  return { platforms: config.platforms.map(String), url: config.url };
}

/** The blacklist toggle is a JSON list of regular expressions (spec §7). */
export function blacklistFor(toggles: Record<string, string>, logger: Logger): RegExp[] {
  const raw = toggles[EVENT_BLACKLIST_TOGGLE];
  if (!raw) return [];
  try {
    return compileBlacklist(JSON.parse(raw), logger);
  } catch {
    logger.warn(MESSAGES.INVALID_BLACKLIST_PATTERN, raw);
    return [];
  }
}

export type InjectScript = (url: string) => Promise<void>;

export interface ScriptDocument {
  createElement(tag: "script"): {
    src: string;
    async: boolean;
    onload: ((...args: never[]) => unknown) | null;
    onerror: ((...args: never[]) => unknown) | null;
  };
  head: { appendChild(node: never): unknown };
}

// spec §4: the script is injected once per page, however many analytics instances ask for it.
const injected = new WeakMap<object, Map<string, Promise<void>>>();

/** Default injection: an async script element appended to document.head. */
export function scriptInjector(doc: ScriptDocument): InjectScript {
  return (url) => {
    let byUrl = injected.get(doc);
    if (!byUrl) injected.set(doc, (byUrl = new Map()));
    let loading = byUrl.get(url);
    if (!loading) {
      loading = new Promise<void>((resolve, reject) => {
        const script = doc.createElement("script");
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(url));
        script.src = url;
        doc.head.appendChild(script as never);
      });
      byUrl.set(url, loading);
    }
    return loading;
  };
}

export interface LoadedCollector {
  collector: Collector | undefined;
  platforms: string[];
  blacklist: RegExp[];
}

export interface LoadCollectorDeps {
  session: () => Promise<SessionData | null>;
  pageType: string;
  inject: InjectScript;
  /** Reads the collector the script installed (window.tailwiseCollector by default). */
  getCollector: () => Collector | undefined;
  logger: Logger;
}

/**
 * spec §4 collector loading: session data once, then (with platforms and a url) the script once.
 * Resolves with collector undefined when any step fails; every failure has already been logged.
 */
export async function loadCollector(deps: LoadCollectorDeps): Promise<LoadedCollector> {
  const data = await deps.session();
  if (!data) return { collector: undefined, platforms: [], blacklist: [] };
  const blacklist = blacklistFor(data.analyticsToggles, deps.logger);
  const config = collectorConfigFor(data.analyticsToggles, deps.pageType, deps.logger);
  if (!config) return { collector: undefined, platforms: [], blacklist };
  try {
    await deps.inject(config.url);
  } catch (error) {
    deps.logger.error(MESSAGES.COLLECTOR_SCRIPT_FAILED, config.url, error);
    return { collector: undefined, platforms: config.platforms, blacklist };
  }
  const collector = deps.getCollector();
  if (!collector) deps.logger.error(MESSAGES.COLLECTOR_NOT_FOUND, config.url);
  return { collector, platforms: config.platforms, blacklist };
}
