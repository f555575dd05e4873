import { describe, expect, it } from "vitest";
import * as C from "./constants";

describe("spec §9 business constants", () => {
  it("reports currency USD and library version 1.307.0, default page analytics version 2.64.0", () => {
    expect(C.CURRENCY_CODE).toBe("USD");
    expect(C.ANALYTICS_VERSION).toBe("1.307.0");
    expect(C.DEFAULT_PAGE_ANALYTICS_VERSION).toBe("2.64.0");
  });
  it("keeps ids for 365 days on path /, under the spec's storage keys", () => {
    expect(C.ID_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(C.ID_COOKIE_PATH).toBe("/");
    expect(C.ANONYMOUS_PID_KEY).toBe("abTestingAnonymousPID");
    expect(C.KNOWN_PID_KEY).toBe("abTestingKnownPID");
    expect(C.SESSION_ACQUISITION_DATA_KEY).toBe("sessionAcquisitionData");
  });
  it("reads the spec's cookies with {product} = tailwise", () => {
    expect(C.PRODUCT).toBe("tailwise");
    expect([C.DEVICE_ID_COOKIE, C.INSIGHTS_COOKIE, C.FBP_COOKIE, C.FBC_COOKIE, C.FPPRO_ID_COOKIE, C.CAL_LOGGING_COOKIE]).toEqual([
      "device-id",
      "tailwise-insights",
      "_fbp",
      "_fbc",
      "fppro_id",
      "cal_logging",
    ]);
    expect(C.CAL_LOGGING_ON).toBe("1");
  });
  it("detects the app by the tailwise-ios / tailwise-android user-agent prefixes", () => {
    expect(C.IOS_APP_UA_PREFIX).toBe("tailwise-ios");
    expect(C.ANDROID_APP_UA_PREFIX).toBe("tailwise-android");
  });
  it("batches impressions by 4, defaults visibility to 0.5, polls session data every 50 ms", () => {
    expect(C.IMPRESSION_BATCH_SIZE).toBe(4);
    expect(C.VISIBILITY_THRESHOLD_DEFAULT).toBe(0.5);
    expect(C.SESSION_POLL_INTERVAL_MS).toBe(50);
  });
  it("knows the environments prd, stg, qat, dev and site ids 10 / 60", () => {
    expect(C.ENVIRONMENTS).toEqual(["prd", "stg", "qat", "dev"]);
    expect(C.SITE_IDS).toEqual({ US: 10, CA: 60 });
  });
  it("names unmapped events 'Unidentified GA 360 Event' and uses emission paths 1 and 2", () => {
    expect(C.UNIDENTIFIED_EVENT_NAME).toBe("Unidentified GA 360 Event");
    expect(C.EMISSION_PATH_TAG_MANAGER).toBe(1);
    expect(C.EMISSION_PATH_DIRECT).toBe(2);
  });
  it("has the spec §5 and §8 texts word for word", () => {
    expect(C.MESSAGES.required("x")).toBe("'x' is required");
    expect(C.MESSAGES.notNullable("x")).toBe("'x' is not nullable");
    expect(C.MESSAGES.wrongType("x", "string", "number")).toBe("'x' received type string but expected type number");
    expect(C.MESSAGES.noLongerSupported("productImpression")).toBe("productImpression is no longer supported");
    expect(C.MESSAGES.INVALID_ENVIRONMENT).toBe("Invalid environment");
    expect(C.MESSAGES.UNABLE_TO_FETCH_SESSION).toBe("Unable to fetch session data");
    expect(C.MESSAGES.INVALID_COLLECTOR_JSON).toBe("Detected invalid JSON in Collector config");
    expect(C.MESSAGES.FAILED_TO_EMIT).toBe("Failed to emit analytics event.");
    expect(C.MESSAGES.UNSUPPORTED_GTM_EVENT).toBe("Unsupported GTM event will not be sent");
  });
  it("calls user-context at /app/rest/user-context", () => {
    expect(C.USER_CONTEXT_PATH).toBe("/app/rest/user-context");
  });
});
