import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { Carousel } from '../../../components/ui/carousel';
import styles from './auth.module.css';

/**
 * The frame of every sign-in screen (they have no top navigation, spec 01 §2): the brand, one card
 * with the page's heading, and a footer line of links. The login page, which is also the landing
 * page, adds a panel saying what Fluentia is on screens wider than 960 px.
 */
export function AuthLayout(props: {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  showcase?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={props.showcase ? `${styles.page} ${styles.withShowcase}` : styles.page}>
      <title>{`${props.title} · Fluentia`}</title>
      {props.showcase ? <Showcase /> : null}
      <div className={styles.column}>
        <Link to="/" className={styles.brand} aria-label="Fluentia home">
          <Logo size={36} />
        </Link>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {props.title}
          </h1>
          {props.intro ? <div className={styles.intro}>{props.intro}</div> : null}
          {props.children}
        </section>
        {props.footer ? <div className={styles.footer}>{props.footer}</div> : null}
      </div>
    </div>
  );
}

const points: Array<{ icon: IconName; text: string }> = [
  { icon: 'book', text: 'Courses and tests in Reading, Writing, Listening and Speaking' },
  { icon: 'compass', text: 'The English olympiad for Classes 3 to 10' },
  { icon: 'headset', text: 'Live classes and one-to-one coach calls' },
];

const stories = [
  { text: '“The placement check put me at level 6 and the first free lesson was exactly right.”', who: 'Neha, Pune' },
  {
    text: '“My daughter took the olympiad practice sets before the final test, and enjoyed them.”',
    who: 'Priya, Chennai',
  },
  { text: '“Three coach calls before my interview. I answered in English without freezing.”', who: 'Arjun, Bengaluru' },
];

function Showcase() {
  return (
    <aside className={styles.showcase} aria-label="About Fluentia">
      <p className={styles.showcaseEyebrow}>Fluentia</p>
      <p className={styles.showcaseTitle}>Speak English with confidence.</p>
      <ul className={styles.points}>
        {points.map((p) => (
          <li key={p.text}>
            <span className={styles.pointIcon}>
              <Icon name={p.icon} />
            </span>
            {p.text}
          </li>
        ))}
      </ul>
      <div className={styles.stories}>
        <Carousel
          label="What learners say"
          slides={stories.map((s) => (
            <figure key={s.who} className={styles.story}>
              <blockquote>{s.text}</blockquote>
              <figcaption>{s.who}</figcaption>
            </figure>
          ))}
        />
      </div>
    </aside>
  );
}
