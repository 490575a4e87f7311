import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSwitchItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Light tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs) for the sign-in
 * card, where antd's Tabs would bring its overflow menu into the first load. Only the active
 * panel is rendered, so a form's fields exist once on the page.
 */
export function TabSwitch({
  items,
  label,
  initialKey,
  onChange,
}: {
  items: TabSwitchItem[];
  label: string;
  /** the tab shown first; the first tab when not given or not one of the items */
  initialKey?: string;
  onChange?: (key: string) => void;
}) {
  const id = useId();
  const [active, setActive] = useState(
    items.find((item) => item.key === initialKey)?.key ?? items[0]?.key ?? '',
  );
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setActive(item.key);
    tabs.current[index]?.focus();
    if (item.key !== active) onChange?.(item.key);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="tab-switch">
      <div role="tablist" aria-label={label} className="tab-switch__list">
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel-${item.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              className="tab-switch__tab"
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => item.key === active)
        .map((item) => (
          // named by its tab through aria-controls only: a label here would make the panel match
          // label queries for the words of the tab (e.g. "password")
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            className="tab-switch__panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
