import type { Services } from '../app.js';
import { batches, makeTraffic } from './store-traffic.js';

const GEMS = { sku: 'Gems100', zh: '宝石 ×100', en: '100 gems', fen: 600 };
const PASS = { sku: 'SeasonPass', zh: '赛季通行证', en: 'Season pass', fen: 3000 };
const SKIN = { sku: 'GoldSkin', zh: '黄金皮肤', en: 'Gold skin', fen: 1200 };

/**
 * Three months of store traffic for the demo's online games, reported through the store's
 * intake as the store would: the analytics and vitals pages show real figures right after the
 * first start.
 */
export async function seedDemoAnalytics(
  services: Services,
  apps: Map<string, string>,
  until: Date,
) {
  const plans = [
    { name: 'Galaxy Chess', priceFen: 4000, addons: [SKIN, PASS], devices: 500, seed: 11 },
    { name: 'Star Miner', priceFen: 0, addons: [GEMS, PASS, SKIN], devices: 400, seed: 12 },
  ];
  for (const plan of plans) {
    const appId = apps.get(plan.name);
    if (!appId) continue;
    // the devices run the app's live build, and crash on it now and then
    const live = (await services.builds.versions(appId))[0];
    const versionCode = Number(live?.vcode ?? 1);
    const traffic = makeTraffic({ ...plan, appId, days: 90, until, versionCode });
    for (const batch of batches(traffic.users)) await services.intake.reportUsers(batch);
    for (const batch of batches(traffic.events)) await services.intake.reportEvents(batch);
    for (const batch of batches(traffic.orders)) await services.intake.reportOrders(batch);
    for (const batch of batches(traffic.crashes)) await services.crashIntake.report(batch);
  }
}
