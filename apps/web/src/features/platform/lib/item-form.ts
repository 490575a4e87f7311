import type { PlatformKind } from '@vrportal/contract';
import { Form } from 'antd';
import { platformOptions } from './options';
import { platformRules } from './rules';
import { usePlatformText } from './texts';

/** What every item form works with: its form, the screens' texts, the field rules, the options. */
export function useItemForm<V>() {
  const t = usePlatformText();
  const [form] = Form.useForm<V>();
  return { t, form, rules: platformRules(t), options: platformOptions(t) };
}

/** Whether a game's code calls the kind's items by an API name (an add-on goes by its SKU). */
export const hasApiName = (kind: PlatformKind) => kind !== 'addon';

/**
 * How one kind's item and its form's values map onto each other: a new item's values, an edited
 * item's, and the save call's fields from the checked values (the drawer adds the app and the
 * edited item's id).
 */
export interface ItemValues<T, V, S> {
  blank: () => V;
  of: (item: T) => V;
  request: (values: V) => Omit<S, 'appId' | 'id'>;
}

/** The values a form opens with: the edited item's, or a new item's. */
export function openingValues<T, V, S>(values: ItemValues<T, V, S>, item: T | null): V {
  return item ? values.of(item) : values.blank();
}
