import { describe, expect, it } from 'vitest';
import { DeviceSet } from '../../src/modules/datacenter/device-set.js';

describe('a set of devices by sequence number', () => {
  it('says whether a device is new to it, and counts each once', () => {
    const set = new DeviceSet();
    expect(set.add(0)).toBe(true);
    expect(set.add(9)).toBe(true);
    expect(set.add(9)).toBe(false);
    expect(set.add(70_001)).toBe(true);
    expect(set.size()).toBe(3);
    expect(set.has(9)).toBe(true);
    expect(set.has(8)).toBe(false);
  });

  it('comes back the same from what was stored', () => {
    const set = new DeviceSet();
    for (const seq of [1, 2, 3, 500, 4_096]) set.add(seq);
    const again = new DeviceSet(set.toBuffer());
    expect(again.size()).toBe(5);
    expect(again.add(500)).toBe(false);
    expect(again.add(501)).toBe(true);
    // the stored copy is not changed by the one read from it
    expect(new DeviceSet(set.toBuffer()).has(501)).toBe(false);
  });

  it('counts the devices in any of several sets once', () => {
    const monday = new DeviceSet();
    const tuesday = new DeviceSet();
    for (const seq of [1, 2, 3]) monday.add(seq);
    for (const seq of [3, 4, 20_000]) tuesday.add(seq);
    expect(DeviceSet.unionSize([monday.toBuffer(), tuesday.toBuffer()])).toBe(5);
    expect(DeviceSet.unionSize([])).toBe(0);
  });
});
