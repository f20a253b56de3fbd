import { useId } from 'react';
import { Icon } from '../../../components/ui/icons';
import styles from './course-page.module.css';

/**
 * Files a course offers its learners (spec 02 §2: course 315's workbook and manual, for one
 * organisation). The server sends them only to that organisation, with signed links.
 */
export function DownloadsCard({ downloads }: { downloads: ReadonlyArray<{ label: string; url: string }> }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        Downloads
      </h2>
      <ul className={styles.downloads}>
        {downloads.map((file) => (
          <li key={file.url}>
            <a className={styles.download} href={file.url} target="_blank" rel="noopener noreferrer">
              <span className={styles.downloadIcon}>
                <Icon name="file" />
              </span>
              <span className={styles.downloadLabel}>{file.label}</span>
              <Icon name="download" size={18} />
              <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
