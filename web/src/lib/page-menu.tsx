import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { To } from 'react-router-dom';

/**
 * Extra menu entries a screen adds to the app menu while it is open (spec 01 §2: "On /mycourse the
 * menu also lists the course units"). The layout provides the context and renders the section under
 * its own items; a screen publishes a section with `usePageMenu(section)` and it goes away when the
 * screen does. Features cannot import the app, so the context lives here, between the two.
 */
export interface PageMenuItem {
  /** Plain text: the menu is no place for markup. */
  label: string;
  to: To;
  /** Small figure at the end of the row, e.g. "3/5". */
  meta?: string;
}

export interface PageMenuSection {
  title: string;
  items: readonly PageMenuItem[];
}

const SectionContext = createContext<PageMenuSection | null>(null);
const PublishContext = createContext<(section: PageMenuSection | null) => void>(() => {});

export function PageMenuProvider({ children }: { children: ReactNode }) {
  const [section, setSection] = useState<PageMenuSection | null>(null);
  return (
    <PublishContext.Provider value={setSection}>
      <SectionContext.Provider value={section}>{children}</SectionContext.Provider>
    </PublishContext.Provider>
  );
}

/** The section the open screen added, or null. */
export function usePageMenuSection(): PageMenuSection | null {
  return useContext(SectionContext);
}

/** Adds `section` to the app menu while the calling screen is mounted. Memoise it. */
export function usePageMenu(section: PageMenuSection | null): void {
  const publish = useContext(PublishContext);
  useEffect(() => {
    publish(section);
    return () => publish(null);
  }, [publish, section]);
}
