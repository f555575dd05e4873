import { ENVIRONMENTS, ENVIRONMENT_HOSTS, type Environment, MESSAGES } from "./constants";

export function isEnvironment(value: unknown): value is Environment {
  return (ENVIRONMENTS as readonly unknown[]).includes(value);
}

/** spec §5: the environment must be one of prd, stg, qat, dev; otherwise the error "Invalid environment". */
export function parseEnvironment(value: unknown): Environment {
  if (!isEnvironment(value)) throw new Error(MESSAGES.INVALID_ENVIRONMENT);
  return value;
}

/** spec §7: the main site host in production and an environment-specific host in stg, qat and dev. */
export function hostForEnvironment(environment: Environment): string {
  return ENVIRONMENT_HOSTS[environment];
}
