import { useCallback, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { Toasts } from '../../components/ui/toasts';
import { isTopNavHidden, matchAppPath } from '../../config/paths';
import { useIsWideScreen } from '../../hooks/use-media-query';
import { PageMenuProvider } from '../../lib/page-menu';
import { useSession } from '../../lib/session';
import { BrandHeader } from './brand-header';
import { Header } from './header';
import styles from './layout.module.css';
import { MenuDrawer } from './menu-drawer';
import { NavigationProgress } from './navigation-progress';
import { OrgMenu } from './org-menu';
import { SideMenu } from './side-menu';

/**
 * The root layout around every screen. Three shapes:
 * - pages whose top navigation is hidden (spec 01 §2) get the bare page; the screen brings its own;
 * - signed-in visitors get the header and the menu: a side panel above 768 px, a drawer below;
 * - signed-out visitors on other pages (the not-found page) get the minimal brand header.
 * The offline banner and the toasts are on every page. A screen may add a section to the menu
 * (lib/page-menu.tsx): the course page lists its units there.
 */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  const wide = useIsWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Growing past 768 px replaces the drawer with the side panel; it must not pop open again later.
  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);
  const bare = isTopNavHidden(matchAppPath(pathname), session);

  const main = (
    <main id="main" className={styles.main} aria-busy={busy} tabIndex={-1}>
      <Outlet />
    </main>
  );

  return (
    <PageMenuProvider>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <NavigationProgress />
      <OfflineBanner />
      {bare ? (
        main
      ) : session ? (
        <div className={styles.shell}>
          <Header session={session} wide={wide} menuOpen={menuOpen} onOpenMenu={openMenu} />
          <div className={styles.body}>
            {wide ? (
              <aside className={styles.sidePanel}>
                <div className={styles.sideMenu}>
                  {session.isOrgAdmin ? <OrgMenu /> : <SideMenu ctx={{ session, wide }} />}
                </div>
              </aside>
            ) : (
              <MenuDrawer
                open={menuOpen}
                onClose={closeMenu}
                ctx={{ session, wide }}
                menu={session.isOrgAdmin ? <OrgMenu onNavigate={closeMenu} /> : undefined}
              />
            )}
            {main}
          </div>
        </div>
      ) : (
        <div className={styles.shell}>
          <BrandHeader />
          {main}
        </div>
      )}
      <Toasts />
      <ScrollRestoration />
    </PageMenuProvider>
  );
}
