// Entry of the /analytics/collector.js bundle: installs the collector on this page's window.
// (The only analytics module that touches a browser global at import: it is a script, not a library.)
import { installSegmentBatchClient, marketPrefixFromPath } from "./segment-batch-client";

installSegmentBatchClient(window as never, { prefix: marketPrefixFromPath(window.location.pathname) });
