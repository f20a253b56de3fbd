import { Link } from 'react-router-dom';
import {
  EXPORT_KEEP_DAYS,
  EXPORT_LINK_MINUTES,
  NOTICE_VERSION,
  RECORDING_DAYS_DEFAULT,
  UNDO_DAYS,
} from '#shared/privacy/notice';
import { Logo } from '../../components/ui/logo';
import styles from './privacy.module.css';
import { paths } from '../../config/paths';

/** What is kept, why, for how long and who sees it: one row a kind of data. */
const kept: ReadonlyArray<readonly [what: string, why: string, howLong: string, who: string]> = [
  [
    'Name, class, photo or avatar, login id and PIN (a PIN only as a one-way hash)',
    'To sign in and to show whose work it is',
    'Until the account or child is deleted',
    'The learner, their parent, and their coach for a booked call',
  ],
  [
    'Answers, scores, levels, progress and certificates',
    'To teach, to show progress and to issue certificates',
    'Until the account or child is deleted',
    'The learner and their parent; a school or organisation sees the results of its own learners',
  ],
  [
    'Recordings of spoken and video answers',
    'To score the answer and let the learner listen back',
    `${RECORDING_DAYS_DEFAULT} days after the answer is scored; an answer waiting for a reviewer is kept until it is reviewed, at most a year. Scores and transcripts stay.`,
    'The learner, their parent, and the reviewer of that answer',
  ],
  [
    'Orders, bills and payments',
    'The law requires us to keep bills (GST records)',
    'As long as the law requires, even after deletion, with the name removed',
    'The buyer, and our accounts team',
  ],
  [
    'A parent’s consent for a child',
    'The law requires a parent’s verifiable consent before we process a child’s data',
    'As long as the child’s data is kept',
    'The parent',
  ],
  [
    'Page visits (counts only)',
    'To see which pages help and which do not',
    '13 months',
    'Our product team, as counts: never tied to a child, never sold, no advertising',
  ],
];

/**
 * /privacy: the full privacy notice, in plain words, linked from sign-up, the add-child form and
 * settings. Open to everyone, signed in or not. Its numbers come from shared/privacy/notice.ts, the
 * same constants the product keeps them by.
 */
export function PrivacyPage() {
  return (
    <main className={styles.page}>
      <title>Privacy · Fluentia</title>
      <Link to={paths.login} aria-label="Fluentia home">
        <Logo />
      </Link>
      <h1>Your privacy and your child’s</h1>
      <p className={styles.lead}>
        Most people who learn with Fluentia are children. We keep only what teaching them needs, we never track them or
        show them ads, and a parent decides what happens to a child’s data.
      </p>

      <h2>What we keep, why, for how long, and who sees it</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
            <th scope="col">How long</th>
            <th scope="col">Who sees it</th>
          </tr>
        </thead>
        <tbody>
          {kept.map(([what, why, howLong, who]) => (
            <tr key={what}>
              <td>{what}</td>
              <td>{why}</td>
              <td>{howLong}</td>
              <td>{who}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Children</h2>
      <p>
        A child’s account is made by a parent (or by a school, which confirms that the parents agreed). When a parent
        adds a child we record who agreed, when, from which verified phone or e-mail, and to which version of this
        notice. A child cannot record a spoken answer until that consent is recorded. Pages children use send no
        identifier and nothing a child types to our counts, and no page loads anything from another company.
      </p>

      <h2>Download your data</h2>
      <p>
        In <strong>Account Settings</strong> (for yourself) or on <strong>Child Profiles</strong> (for each child),
        choose <strong>Download my data</strong>. We prepare a ZIP file with your profile, tests, answers and scores,
        bills and recordings, usually within minutes. Its link works for {EXPORT_LINK_MINUTES} minutes at a time, and
        the file is deleted from our servers after {EXPORT_KEEP_DAYS} days.
      </p>

      <h2>Delete your data</h2>
      <p>
        A parent can delete a child, or withdraw consent, on <strong>Child Profiles</strong>. You can delete your own
        account in <strong>Account Settings</strong>; we send a code to your phone or e-mail to confirm it, and deleting
        an account deletes its children too. For {UNDO_DAYS} days you can change your mind and restore it. After that we
        erase everything: names, photos, PINs, login ids, answers, scores, recordings, reports and certificates. Only
        bills stay, with the name removed, because the law requires them. After the erase your phone number or e-mail
        can be used for a new account.
      </p>

      <h2>Questions</h2>
      <p>Write to our support team from the contact details in the app; a person will answer.</p>
      <p className={styles.version}>Notice version {NOTICE_VERSION}</p>
    </main>
  );
}
