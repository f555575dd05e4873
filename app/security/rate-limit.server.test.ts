import { describe, expect, it } from "vitest";
import { clientIp, ipv6Prefix64 } from "./rate-limit.server";

const from = (ip?: string) => new Request("https://shop.example/", ip ? { headers: { "cf-connecting-ip": ip } } : {});

describe("clientIp", () => {
  it("is the IPv4 address Cloudflare reports", () => expect(clientIp(from("203.0.113.7"))).toBe("203.0.113.7"));
  it("groups an IPv6 client by its /64", () => {
    expect(clientIp(from("2001:db8:1:2:aaaa::1"))).toBe(clientIp(from("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")));
    expect(clientIp(from("2001:db8:1:3::1"))).not.toBe(clientIp(from("2001:db8:1:2::1")));
  });
  it("puts clients without an address in one shared bucket", () => expect(clientIp(from())).toBe("unknown"));
});

it("ipv6Prefix64 expands :: before cutting", () => {
  expect(ipv6Prefix64("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(ipv6Prefix64("::1")).toBe("0:0:0:0::/64");
});
