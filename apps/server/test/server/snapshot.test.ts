import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { createApps } from '../factories.js';
import { fingerprint } from '../support/snapshot.js';

/** The fingerprint the fuzz test compares must see every change a snapshot sees. */
describe(`a database fingerprint (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('changes with a row added, changed or removed, and not with attempt counters', async () => {
    t = await createTestApp();
    const token = await t.signIn('print@example.com');
    const [appId] = await createApps(t, token, 1, 'com.example.print');
    const first = await fingerprint(t);
    expect(await fingerprint(t)).toEqual(first);

    await t.db.updateTable('apps').set({ name: 'Renamed' }).where('id', '=', appId!).execute();
    const renamed = await fingerprint(t);
    expect(renamed.apps).not.toEqual(first.apps);
    expect(renamed.accounts).toEqual(first.accounts);

    // a wrong password counts on the account: a counter the comparisons leave out
    await t.db.updateTable('accounts').set({ failed_logins: 3 }).execute();
    expect(await fingerprint(t)).toEqual(renamed);

    await t.db.deleteFrom('apps').where('id', '=', appId!).execute();
    expect((await fingerprint(t)).apps).not.toEqual(renamed.apps);
    await t.services.blobs.put('print/file.bin', Buffer.from('x'));
    const withFile = await fingerprint(t);
    expect(withFile['files in the data folder']).not.toEqual(renamed['files in the data folder']);
  });
});
