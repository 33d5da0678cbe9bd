import { useLocation } from 'react-router';
import { ShopLink } from '../../components/ShopLink';
import { Dropdown } from '../../components/Dropdown';
import type { MenuItem, MenuLink } from './main-menu-items';
import styles from './MainMenu.module.css';

interface MainMenuProps {
  items: MenuItem[];
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}

function queryOf(to: string): URLSearchParams {
  const index = to.indexOf('?');
  return new URLSearchParams(index >= 0 ? to.slice(index + 1) : '');
}

/**
 * Which link is current: 'Acquisti' and 'Promo' share a path and differ by query, so the most
 * specific link whose query parameters all match wins.
 */
function currentLinkKey(items: MenuItem[], pathname: string, search: string): string | null {
  const current = new URLSearchParams(search);
  let best: { key: string; specificity: number } | null = null;
  for (const item of items) {
    if (item.kind !== 'link') continue;
    const path = item.to.split('?')[0] ?? item.to;
    const samePath = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (!samePath) continue;
    const wanted = [...queryOf(item.to)];
    if (!wanted.every(([name, value]) => current.get(name) === value)) continue;
    if (!best || wanted.length > best.specificity) best = { key: item.key, specificity: wanted.length };
  }
  return best?.key ?? null;
}

/** Renders the menu items as the desktop bar or as the mobile drawer's list. */
export function MainMenu({ items, variant, onNavigate }: MainMenuProps) {
  const { pathname, search } = useLocation();
  const currentKey = currentLinkKey(items, pathname, search);
  const linkClass = (item: MenuLink) =>
    [styles.link, item.blink ? styles.blink : '', item.key === currentKey ? styles.active : ''].join(' ').trim();

  return (
    <ul className={`${styles.menu} ${styles[variant]}`}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <li key={item.key}>
            <ShopLink
              to={item.to}
              className={linkClass(item)}
              aria-current={item.key === currentKey ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </ShopLink>
          </li>
        ) : (
          <li key={item.key}>
            <Dropdown label={item.label} className={styles.group}>
              {(close) => (
                <ul className="dropdown__list">
                  {item.options.map((option) => (
                    <li key={option.label}>
                      <ShopLink
                        to={option.to}
                        className="dropdown__item"
                        onClick={() => {
                          close();
                          onNavigate?.();
                        }}
                      >
                        {option.label}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              )}
            </Dropdown>
          </li>
        ),
      )}
    </ul>
  );
}
