import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import type { RequestClassification } from "./client-identification";

/** What the Worker made of the shopper's request (bot, internal traffic, channel), for the calls it makes for it. */
export async function classificationOf(context: AppLoadContext, request: Request): Promise<RequestClassification> {
  const visitor = await context.visitor();
  return { isBot: isbot(request.headers.get("user-agent") ?? ""), internal: visitor.internal, channel: visitor.channel };
}
