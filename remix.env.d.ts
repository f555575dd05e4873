/// <reference types="@remix-run/dev" />
/// <reference types="@cloudflare/workers-types" />
