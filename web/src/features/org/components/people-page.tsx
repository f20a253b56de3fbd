import { useState } from 'react';
import tableStyles from '../../../components/ui/table.module.css';
import { useOverview } from '../api/org';
import { ExportButton } from './export-button';
import { PersonRows } from './person-rows';
import { SearchForm } from './search-form';
import { ShowMore, usePages } from './paged-list';
import styles from './org.module.css';

/**
 * /org/people (docs/organisations.md, "People"): everyone who joined with the organisation's keys, newest
 * first, with their progress in its courses, the levels of their latest test and their certificates;
 * searched by the start of a login id, 25 at a time; the whole list as a CSV file by an export.
 */
export function PeoplePage() {
  const overview = useOverview();
  const [search, setSearch] = useState('');
  const { pages, next, onNext, restart: firstPage, more } = usePages();

  function find(text: string) {
    setSearch(text);
    firstPage();
  }

  return (
    <div className={styles.page}>
      <title>People · Fluentia</title>
      <header>
        <p className={styles.eyebrow}>{overview.data?.org_name ?? 'Organisation'}</p>
        <h1 className={styles.heading}>People</h1>
      </header>
      <section className={styles.card} aria-labelledby="people-title">
        <div className={styles.cardHead}>
          <h2 id="people-title" className={styles.subheading}>
            Everyone who joined with your keys
          </h2>
          <ExportButton request={{ kind: 'people' }} label="Export people (CSV)" />
        </div>
        <SearchForm label="Find a person" placeholder="E-mail or mobile number" onSearch={find} />
        <div className={styles.tableWrap}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col">Progress</th>
                <th scope="col">Levels (of 12)</th>
                <th scope="col">Certificates</th>
                <th scope="col">Key</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((cursor, i) => (
                <PersonRows
                  key={`${search}|${cursor ?? ''}`}
                  search={search}
                  cursor={cursor}
                  last={i === pages.length - 1}
                  onNext={onNext}
                />
              ))}
            </tbody>
          </table>
        </div>
        <ShowMore next={next} onMore={more}>
          Show more people
        </ShowMore>
      </section>
    </div>
  );
}
