import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { describe, it } from '@jest/globals';
import { canListen, freePort } from './local-servers';

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

describe('freePort', () => {
  it("hands out ports below the kernel's ephemeral range, so no outgoing connection can take one before its server binds it", async () => {
    const [ephemeralLow] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) assert.ok(port < ephemeralLow, `${port} is below ${ephemeralLow}`);
    assert.equal(new Set(ports).size, 3, 'never the same port twice');
  });

  it('skips a port a server already listens on, and the port it answers can be listened on', async () => {
    const first = await freePort();
    // The next port in the walk is taken by a server of its own: freePort must go past it.
    const taken = await listenOn(first + 1);
    try {
      assert.equal(await canListen(first + 1), false, 'the positive control: the taken port is seen as taken');
      const next = await freePort();
      assert.notEqual(next, first + 1);
      const server = await listenOn(next);
      server.close();
    } finally {
      taken.close();
    }
  });
});
