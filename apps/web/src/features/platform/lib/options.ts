import {
  AchievementType,
  AddonItemType,
  AddonPriceMode,
  DeeplinkType,
  ResetSchedule,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
} from '@vrportal/contract';
import type { PlatformText } from './texts';

/** The name of a value in a table of named values (its text key), or null. */
export function nameOf<T extends Record<string, number>>(table: T, value: number) {
  return (Object.keys(table) as (keyof T & string)[]).find((k) => table[k] === value) ?? null;
}

/**
 * Select and radio options of the named values of the contract, labelled from the catalogue's
 * form.options.<group>.<name>.
 */
function optionsOf<T extends Record<string, number>>(table: T, label: (name: string) => string) {
  return (Object.keys(table) as (keyof T & string)[]).map((name) => ({
    value: table[name] as number,
    label: label(name),
  }));
}

export function platformOptions(t: PlatformText) {
  const key = (group: string) => (name: string) =>
    t(`form.options.${group}.${name}` as Parameters<PlatformText>[0]);
  return {
    achievementType: optionsOf(AchievementType, key('achievementType')),
    sortOrder: optionsOf(SortOrder, key('sortOrder')),
    scoreType: optionsOf(ScoreType, key('scoreType')),
    reset: optionsOf(ResetSchedule, key('reset')),
    deeplinkType: optionsOf(DeeplinkType, key('deeplinkType')),
    itemType: optionsOf(AddonItemType, key('itemType')),
    priceMode: optionsOf(AddonPriceMode, key('priceMode')),
    validityUnit: optionsOf(ValidityUnit, key('validityUnit')),
    validityStart: optionsOf(ValidityStart, key('validityStart')),
  };
}

/** The label of one value, '' when the value is unknown. */
export function optionLabel(options: { value: number; label: string }[], value: number) {
  return options.find((o) => o.value === value)?.label ?? '';
}
