import type { AttemptData, TestQuestion } from '#shared/api/contract-assessment';
import { juniorPhrases } from '#shared/junior/phrases';
import type { ReadAloudRequest } from '#shared/schemas/read-aloud';
import { SpeakButton, useReadOnArrival } from '../../../../components/read-aloud/speak-button';
import styles from './junior.module.css';

/**
 * The first screen of a child's practice (decision 0423) reads itself: the welcome, then the first
 * question, when the child's sound is on. Its speaker button reads both again.
 */
export function JuniorWelcome({ attempt, first }: { attempt: AttemptData; first: TestQuestion }) {
  const welcome: ReadAloudRequest = { kind: 'phrase', phrase: 'practiceWelcome' };
  const question: ReadAloudRequest = {
    kind: 'question',
    attempt_id: attempt.attempt_id,
    question_id: first.question_id,
  };
  useReadOnArrival([welcome, question]);
  return (
    <section className={styles.welcome} aria-label="Welcome">
      <p className={styles.welcomeText}>{juniorPhrases.practiceWelcome}</p>
      <SpeakButton request={welcome} then={[question]} what="the welcome and the first question" />
    </section>
  );
}
