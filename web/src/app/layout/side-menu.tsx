import { Link } from 'react-router-dom';
import { usePageMenuSection, type PageMenuSection } from '../../lib/page-menu';
import styles from './menu.module.css';
import { visibleMenuItems, type MenuContext } from './menu-items';
import { MenuList } from './menu-list';

/**
 * The menu list itself; the wide side panel and the narrow drawer both render it. Under the items,
 * the open screen's own section if it added one (the course units on /mycourse).
 */
export function SideMenu({ ctx, onNavigate }: { ctx: MenuContext; onNavigate?: () => void }) {
  const section = usePageMenuSection();
  return (
    <>
      <MainMenu ctx={ctx} onNavigate={onNavigate} />
      {section && section.items.length > 0 ? <PageSection section={section} onNavigate={onNavigate} /> : null}
    </>
  );
}

function PageSection({ section, onNavigate }: { section: PageMenuSection; onNavigate?: () => void }) {
  return (
    <nav aria-label={section.title} className={styles.pageSection}>
      {/* Not a heading: the menu comes before the page's h1. The nav's label names it for screen readers. */}
      <p className={styles.sectionTitle} aria-hidden="true">
        {section.title}
      </p>
      <ol className={styles.menu}>
        {section.items.map((item, index) => (
          <li key={index}>
            <Link to={item.to} onClick={onNavigate} className={`${styles.menuLink} ${styles.subLink}`}>
              <span className={styles.subIndex} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.subLabel}>{item.label}</span>
              {item.meta ? <span className={styles.subMeta}>{item.meta}</span> : null}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function MainMenu({ ctx, onNavigate }: { ctx: MenuContext; onNavigate?: () => void }) {
  return <MenuList label="Main menu" items={visibleMenuItems(ctx)} onNavigate={onNavigate} />;
}
