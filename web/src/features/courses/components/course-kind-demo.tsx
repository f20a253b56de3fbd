import type { CourseKind } from '../lib/course-kinds';
import styles from './course-list.module.css';

/**
 * The demo behind the empty state's View toggle (spec 02 §2: live and coach have one, online none).
 * It explains in words and steps how a live class or a coach course runs; no stand-in media.
 */
interface Demo {
  title: string;
  lead: string;
  steps: ReadonlyArray<{ title: string; text: string }>;
}

const demos: Partial<Record<CourseKind, Demo>> = {
  live: {
    title: 'How a live class works',
    lead: 'A live class is a small online class with a teacher, at a time set for your batch.',
    steps: [
      { title: 'Choose your batch', text: 'After you buy, pick the class times that suit you.' },
      { title: 'Join from your course page', text: 'Each session opens from My Course; your browser is all you need.' },
      {
        title: 'Speak and learn with the group',
        text: 'The teacher explains, asks questions and gets everyone speaking.',
      },
      {
        title: 'Practise between classes',
        text: 'Short activities in your course keep the new language fresh until the next class.',
      },
    ],
  },
  coach: {
    title: 'How a coach course works',
    lead: 'A coach course is a series of one-to-one calls with an English coach, planned around your goals.',
    steps: [
      {
        title: 'Tell us about yourself',
        text: 'A few questions about your background and goals help us match the calls to you.',
      },
      { title: 'Book a call', text: 'Choose a time from the coach’s calendar. You can reschedule up to a day before.' },
      {
        title: 'Talk with your coach',
        text: 'The call is about speaking and getting feedback; recordings stay in your course.',
      },
      {
        title: 'Do the task, get feedback',
        text: 'Between calls you submit a short writing or speaking task, and your coach reviews it.',
      },
    ],
  },
};

export function hasDemo(kind: CourseKind): boolean {
  return demos[kind] !== undefined;
}

export function CourseKindDemo({ kind }: { kind: CourseKind }) {
  const demo = demos[kind];
  if (!demo) return null;
  return (
    <div className={styles.demoCard}>
      <h3 className={styles.demoTitle}>{demo.title}</h3>
      <p className={styles.demoLead}>{demo.lead}</p>
      <ol className={styles.steps}>
        {demo.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <p className={styles.stepTitle}>{step.title}</p>
              <p className={styles.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
