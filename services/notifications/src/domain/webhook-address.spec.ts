import { embeddedIpv4, isRefusedAddress, refusalOf } from './webhook-address';

describe('webhook addresses (SSRF guard)', () => {
  it.each([
    ['IPv4-mapped, hex', '::ffff:7f00:1', '127.0.0.1'],
    ['IPv4-mapped, dotted', '::ffff:10.0.0.1', '10.0.0.1'],
    ['IPv4-translated', '::ffff:0:7f00:1', '127.0.0.1'],
    ['IPv4-translated, written out', '0:0:0:0:ffff:0:a9fe:a9fe', '169.254.169.254'],
    ['IPv4-compatible', '::7f00:1', '127.0.0.1'],
    ['NAT64', '64:ff9b::a00:1', '10.0.0.1'],
    ['NAT64, dotted', '64:ff9b::192.168.1.1', '192.168.1.1'],
    ['6to4', '2002:7f00:1::1', '127.0.0.1'],
    ['6to4 of the metadata address', '2002:a9fe:a9fe::', '169.254.169.254'],
    ['Teredo (client inverted)', '2001:0:4136:e378:8000:63bf:80ff:fffe', '127.0.0.1'],
  ])('finds the IPv4 address inside %s', (_what, address, inner) => {
    expect(embeddedIpv4(address)).toBe(inner);
  });

  it.each([
    '::ffff:0:7f00:1',
    '::7f00:1',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:101::1',
    '2002:a00:1::',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    'fec0::1',
    'feff::1',
    '64:ff9b:1::808:808',
    '100::1',
    '::1',
    'fd12::1',
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '2606:4700::1111',
    '64:ff9b::808:808',
    '2002:5db8:d822::1',
    '::ffff:93.184.216.34',
    '93.184.216.34',
  ])('accepts %s (a public address, or one that carries a public IPv4 address)', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });

  it('refuses those forms written in a URL, and a host name that resolves to one', async () => {
    const nowhere = () => Promise.resolve([]);
    for (const url of [
      'https://[::ffff:0:7f00:1]/hooks',
      'https://[::7f00:1]/hooks',
      'https://[64:ff9b::7f00:1]/hooks',
      'https://[2002:7f00:1::]/hooks',
      'https://[fec0::1]/hooks',
    ])
      expect([url, await refusalOf(url, nowhere, false)]).toEqual([url, 'private_address']);
    expect(
      await refusalOf('https://hooks.example.com/x', () => Promise.resolve(['64:ff9b::a00:5']), false),
    ).toBe('private_address');
    expect(
      await refusalOf('https://hooks.example.com/x', () => Promise.resolve(['2606:4700::1111']), false),
    ).toBeNull();
  });
});
