import type { AnswerFeedback } from '#shared/api/contract-assessment';
import styles from './feedback.module.css';

/**
 * A spoken answer's feedback (spec 02 §3 feedback fields, §5 fluency bands): the overall score and
 * band, the expected words with those of quality 80 or less flagged, words per minute, pace and
 * phrasing, IELTS-style bands for IELTS questions, the learner's recordings and the correct answer
 * spoken. Without an engine the answer awaits review and only the recordings show. A known-text answer
 * the engine could not tell right or wrong says so in words ('say it again'; not counted after the retry).
 */
export function SpokenFeedback({ feedback }: { feedback: AnswerFeedback }) {
  const speech = feedback.speech ?? null;
  const recordings = feedback.recording_urls?.length
    ? feedback.recording_urls
    : feedback.file_url
      ? [feedback.file_url]
      : [];
  if (feedback.verdict === 'skipped') return <p className={styles.block}>You skipped this spoken question.</p>;
  return (
    <div className={styles.block}>
      {speech ? (
        <>
          <div className={styles.speechScore}>
            <span className={styles.speechNumber}>{speech.overall}</span>
            <span>
              <span className={styles.answerLabel}>Speaking score out of 100</span>
              <br />
              <strong>{capitalise(speech.band)}</strong>
            </span>
          </div>
          {speech.outcome === 'say_again' ? (
            <p className={styles.unsure} data-testid="spoken-unsure">
              {feedback.retried
                ? 'We still could not tell whether you said it right, so this answer is not counted: it does not lower your score or your level.'
                : 'We could not tell whether you said it right. This does not count against you.'}
            </p>
          ) : null}
          <p className={styles.answerLabel}>
            Words {speech.words.some((w) => w.flagged) ? '(the marked ones need practice)' : ''}
          </p>
          <p className={styles.answerText} data-testid="spoken-words">
            {speech.words.map((w, i) => (
              <span key={i}>
                {i > 0 ? ' ' : ''}
                {w.flagged ? (
                  <mark className={styles.issueMark} title={`Clarity ${w.quality} out of 100`}>
                    {w.word}
                  </mark>
                ) : (
                  w.word
                )}
              </span>
            ))}
          </p>
          <dl className={styles.speechFacts}>
            <div>
              <dt>Pace</dt>
              <dd>
                {speech.wpm} words a minute, {speech.pace.label}
              </dd>
            </div>
            <div>
              <dt>Phrasing</dt>
              <dd>
                {speech.phrasing.rating} / 100 ({speech.phrasing.pauses}{' '}
                {speech.phrasing.pauses === 1 ? 'pause' : 'pauses'})
              </dd>
            </div>
            {speech.completeness !== null ? (
              <div>
                <dt>Words said</dt>
                <dd>{Math.round(speech.completeness * 100)}%</dd>
              </div>
            ) : null}
            {speech.ielts ? (
              <div>
                <dt>IELTS-style bands</dt>
                <dd>
                  Fluency {speech.ielts.fluency}, pronunciation {speech.ielts.pronunciation}, vocabulary{' '}
                  {speech.ielts.lexical}, coherence {speech.ielts.coherence}: overall {speech.ielts.overall}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className={styles.reason}>
            {heardWords(speech.transcript) ? `We heard: “${speech.transcript}”` : 'We did not hear any words.'}
          </p>
        </>
      ) : (
        <p>Your answer has been saved and is awaiting review.</p>
      )}
      {recordings.map((url, i) => (
        <div key={url}>
          <p className={styles.answerLabel}>{recordings.length > 1 ? `Your recording ${i + 1}` : 'Your recording'}</p>
          <audio
            src={url}
            controls
            preload="none"
            aria-label={recordings.length > 1 ? `Your recording ${i + 1}` : 'Your recording'}
          />
        </div>
      ))}
      {feedback.text_correct_answer ? (
        <div className={`${styles.answerBox} ${styles.answerCorrect}`}>
          <p className={styles.answerLabel}>Correct answer</p>
          <p className={styles.answerText}>{feedback.text_correct_answer}</p>
          {feedback.correct_audio_url ? (
            <audio src={feedback.correct_audio_url} controls preload="none" aria-label="Hear the correct answer" />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A transcript of several recordings joins them with '|': with no word in any part, nothing was heard. */
function heardWords(transcript: string): boolean {
  return /[\p{L}\p{N}]/u.test(transcript);
}
