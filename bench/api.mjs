// bench/api: the notification badge poll (getDvNtyList) and the app list (getOwnedApps) under
// load, each against a bare route of the same server in the same run, on SQLite and PostgreSQL.
// Prints requests/s, p99 latency and the ratio to the bare route; beside it, the ratio to a bare
// Fastify route answering the same bytes (what the answer's size alone costs on this machine,
// where the load generator shares the cores). Usage: npm run bench:api
import autocannon from 'autocannon';
import {
  benchNodeArgs,
  build,
  median,
  sleep,
  startBareFastify,
  startSeededServer,
} from './support.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// load generator threads: one thread parsing 10 KB answers tires before the server does
const workers = Number(process.env.BENCH_WORKERS ?? 2);

function load(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, workers, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function benchDatabase(kind) {
  const server = await startSeededServer({
    name: 'bench',
    postgres: kind === 'postgres',
    // BENCH_NODE_ARGS=--cpu-prof: where the server's time goes
    nodeArgs: benchNodeArgs(),
  });
  const { base, token, email, pwd } = server;
  let sameBytes;
  try {
    const post = (p, body) => ({
      url: `${base}${p}`,
      options: {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      },
    });
    const targets = {
      'bare route (GET /healthz)': { url: `${base}/healthz`, options: {} },
      getDvNtyList: post('/vrmcsys/dvlper/getDvNtyList', { page: 1 }),
      getOwnedApps: post('/vrmcsys/dvlper/getOwnedApps', { page: 1 }),
    };
    // a check that the calls answer what they should before measuring them
    const answers = {};
    for (const [name, target] of Object.entries(targets)) {
      const res = await fetch(target.url, target.options);
      const text = await res.text();
      const json = JSON.parse(text);
      answers[name] = text;
      if (name === 'getDvNtyList' && json.data?.ntys?.length !== 30)
        throw new Error(`${name}: ${text.slice(0, 200)}`);
      if (name === 'getOwnedApps' && json.data?.apps?.length !== 50)
        throw new Error(`${name}: ${text.slice(0, 200)}`);
    }
    // a bare Fastify route that parses the same request and answers the same bytes
    sameBytes = await startBareFastify(
      `const bodies = ${JSON.stringify({ getDvNtyList: answers.getDvNtyList, getOwnedApps: answers.getOwnedApps })};
       for (const [name, text] of Object.entries(bodies)) {
         const bytes = Buffer.from(text);
         app.post('/' + name, (req, reply) => { reply.header('content-type', 'application/json; charset=utf-8').send(bytes); });
       }`,
    );
    const bareOf = (name) => ({
      url: `${sameBytes.base}/${name}`,
      options: { ...targets[name].options },
    });
    targets['  bare, same bytes (badge)'] = bareOf('getDvNtyList');
    targets['  bare, same bytes (list)'] = bareOf('getOwnedApps');
    await load(targets.getDvNtyList.url, { ...targets.getDvNtyList.options, duration: 2 }); // warm-up
    const results = Object.fromEntries(
      Object.keys(targets).map((k) => [k, { rps: [], p99: [], errors: 0 }]),
    );
    for (let round = 0; round < rounds; round += 1) {
      // interleaved, so a noisy moment hits every target alike
      for (const [name, target] of Object.entries(targets)) {
        const r = await load(target.url, target.options);
        results[name].rps.push(r.requests.average);
        results[name].p99.push(r.latency.p99);
        results[name].errors += r.errors + r.non2xx;
      }
    }
    const bare = median(results['bare route (GET /healthz)'].rps);
    const same = {
      getDvNtyList: median(results['  bare, same bytes (badge)'].rps),
      getOwnedApps: median(results['  bare, same bytes (list)'].rps),
    };
    console.log(
      `\n${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (${connections} connections, ${rounds} x ${seconds} s, median)`,
    );
    console.log(
      'call                        req/s     p99 ms   ratio to bare   to same bytes   errors',
    );
    for (const [name, r] of Object.entries(results)) {
      const rps = median(r.rps);
      const toSame = same[name] ? (rps / same[name]).toFixed(2) : '';
      console.log(
        `${name.padEnd(27)} ${rps.toFixed(0).padStart(7)} ${median(r.p99).toFixed(1).padStart(9)} ${(rps / bare).toFixed(2).padStart(14)} ${toSame.padStart(15)} ${String(r.errors).padStart(8)}`,
      );
    }
    const flood = await signInFlood(targets.getDvNtyList, post(SIGN_IN, { email, pwd }));
    return {
      getDvNtyList: median(results.getDvNtyList.rps) / bare,
      getOwnedApps: median(results.getOwnedApps.rps) / bare,
      flood,
    };
  } finally {
    await sameBytes?.stop();
    await server.stop();
  }
}

const SIGN_IN = '/vrmcsys/account/loginDvlperByMail';
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 200);
const pollConnections = 20;

/**
 * A sign-in flood must not starve everyone else: the badge poll's p99 with 20 polling
 * connections alone, then with 200 connections signing in (argon2 each) at the same time.
 */
async function signInFlood(badge, signIn) {
  const poll = () =>
    load(badge.url, { ...badge.options, connections: pollConnections, workers: 1 });
  const alone = await poll();
  const flooding = load(signIn.url, {
    ...signIn.options,
    connections: floodConnections,
    duration: seconds + 2,
    workers: 1,
  });
  await sleep(1000);
  const during = await poll();
  const flood = await flooding;
  console.log(
    `sign-in flood (${floodConnections} connections signing in, ${pollConnections} polling the badge):`,
  );
  console.log(
    `  badge p99 alone ${alone.latency.p99.toFixed(1)} ms, during the flood ${during.latency.p99.toFixed(1)} ms (goal under 100 ms); sign-ins answered ${flood.requests.average.toFixed(0)}/s`,
  );
  return { alone: alone.latency.p99, during: during.latency.p99 };
}

build();
const figures = { sqlite: await benchDatabase('sqlite') };
const kinds = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
if (kinds.includes('postgres')) figures.postgres = await benchDatabase('postgres');
// of the bare route (GET /healthz) of the same server, in this run
const goals = [
  ['sqlite', 'getDvNtyList', 0.5],
  ['sqlite', 'getOwnedApps', 0.4],
  ['postgres', 'getDvNtyList', 0.4],
  ['postgres', 'getOwnedApps', 0.3],
];
console.log('');
for (const [kind, call, goal] of goals) {
  const ratio = figures[kind]?.[call];
  if (ratio === undefined) continue;
  const db = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  console.log(
    `Goal: ${call} at least ${goal} of the bare route on ${db}: ${ratio.toFixed(2)} ${ratio >= goal ? 'met' : 'NOT met'}`,
  );
}
const floodP99 = figures.sqlite.flood.during;
console.log(
  `Goal: badge p99 under 100 ms during the sign-in flood on SQLite: ${floodP99.toFixed(1)} ms ${floodP99 < 100 ? 'met' : 'NOT met'}`,
);
