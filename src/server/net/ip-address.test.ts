import { describe, expect, it } from "vitest";
import { classifyAddress, isPlainLoopback, parseIpv6 } from "./ip-address.ts";

describe("classifyAddress: IPv4", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["169.254.0.1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["169.254.170.2", "metadata"],
    ["100.100.100.200", "metadata"],
    ["192.0.0.192", "reserved"],
    ["192.0.2.10", "documentation"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["192.88.99.1", "reserved"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
  ])("%s is %s and refused", (address, kind) => {
    expect(classifyAddress(address)).toMatchObject({ kind, isPublic: false });
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.15.255.255",
    "172.32.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "169.253.255.255",
    "192.167.255.255",
    "198.17.255.255",
    "223.255.255.255",
  ])("%s is public", (address) => {
    expect(classifyAddress(address)).toMatchObject({ kind: "public", isPublic: true });
  });

  it.each(["127.1", "0x7f.0.0.1", "0177.0.0.1", "2130706433", "256.1.1.1", "1.2.3", "01.2.3.4", "", "example.com"])(
    "%s is not a dotted-decimal address here and is never public (URL parsing normalises first)",
    (address) => {
      expect(classifyAddress(address)).toMatchObject({ kind: "invalid", isPublic: false });
    },
  );
});

describe("classifyAddress: IPv6", () => {
  it.each([
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["fe80::1", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "private"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["fd00:ec2::254", "metadata"],
    ["ff02::1", "multicast"],
    ["ff05::1:3", "multicast"],
    ["2001:db8::1", "documentation"],
    ["3fff::1", "documentation"],
    ["2001:2::1", "benchmarking"],
    ["2001:10::1", "reserved"],
    ["2001:20::1", "reserved"],
    ["100::1", "reserved"],
    ["64:ff9b:1::1", "private"],
    ["5f00::1", "reserved"],
    ["4000::1", "reserved"],
    ["::ffff:0:7f00:1", "loopback"],
  ])("%s is %s and refused", (address, kind) => {
    expect(classifyAddress(address)).toMatchObject({ kind, isPublic: false });
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback", "127.0.0.1"],
    ["::ffff:7f00:1", "loopback", "127.0.0.1"],
    ["[::ffff:7f00:1]", "loopback", "127.0.0.1"],
    ["0:0:0:0:0:ffff:7f00:0001", "loopback", "127.0.0.1"],
    ["::ffff:10.0.0.1", "private", "10.0.0.1"],
    ["::ffff:a9fe:a9fe", "metadata", "169.254.169.254"],
    ["::ffff:169.254.169.254", "metadata", "169.254.169.254"],
    ["::ffff:192.168.0.1", "private", "192.168.0.1"],
    ["64:ff9b::7f00:1", "loopback", "127.0.0.1"],
    ["64:ff9b::10.1.2.3", "private", "10.1.2.3"],
    ["2002:7f00:1::1", "loopback", "127.0.0.1"],
    ["2002:c0a8:0101::1", "private", "192.168.1.1"],
    ["2002:a9fe:a9fe::", "metadata", "169.254.169.254"],
    // Teredo: server 65.54.227.120 (public), client 127.0.0.1 stored inverted (0x80fffffe).
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "loopback", "127.0.0.1"],
    // Teredo with a private server address.
    ["2001:0:a00:1::1", "private", "10.0.0.1"],
  ])("%s carries %s %s and is refused", (address, kind, embedded) => {
    expect(classifyAddress(address)).toMatchObject({ kind, isPublic: false, embeddedIpv4: embedded });
  });

  it.each(["::127.0.0.1", "::7f00:1", "::8.8.8.8"])("IPv4-compatible %s is refused outright", (address) => {
    expect(classifyAddress(address).isPublic).toBe(false);
  });

  it.each([
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("%s is public", (address) => {
    expect(classifyAddress(address).isPublic).toBe(true);
  });

  it.each(["fe80::1%eth0", "1:2:3:4:5:6:7:8:9", "1::2::3", "::ffff:127.0.0.256", "gggg::1", ":1", "1:"])(
    "%s is invalid and never public",
    (address) => {
      expect(classifyAddress(address)).toMatchObject({ kind: "invalid", isPublic: false });
    },
  );
});

describe("parseIpv6", () => {
  it("expands compressed and dotted forms", () => {
    expect(parseIpv6("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIpv6("1:2:3:4:5:6:1.2.3.4")).toEqual([1, 2, 3, 4, 5, 6, 0x0102, 0x0304]);
    expect(parseIpv6("a:b::c:1.2.3.4")).toEqual([0xa, 0xb, 0, 0, 0, 0xc, 0x0102, 0x0304]);
  });
});

describe("isPlainLoopback (the test-only allowance)", () => {
  it("covers 127.0.0.0/8 and ::1 only", () => {
    expect(isPlainLoopback("127.0.0.1")).toBe(true);
    expect(isPlainLoopback("127.3.2.1")).toBe(true);
    expect(isPlainLoopback("::1")).toBe(true);
    expect(isPlainLoopback("[::1]")).toBe(true);
    expect(isPlainLoopback("::ffff:127.0.0.1")).toBe(false);
    expect(isPlainLoopback("10.0.0.1")).toBe(false);
    expect(isPlainLoopback("169.254.169.254")).toBe(false);
    expect(isPlainLoopback("0.0.0.0")).toBe(false);
  });
});
