import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import type { AttemptData, CompletionData } from '#shared/api/contract-assessment';
import { ButtonLink } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icons';
import { Modal } from '../../../../components/ui/modal';
import { OverallLevel, ScorePanel } from '../../../../components/score/score-panel';
import { useScorePanelVisible } from '../../../../components/score/score-visibility';
import { bandOf, rowsFromResult } from '../../../../components/score/levels';
import { SkillLevels } from '../../../../components/score/skill-levels';
import { coursePath, instructionsPath, productPath, reviewPath } from '../../../../lib/links';
import { useSession } from '../../../../lib/session';
import { track } from '../../../../lib/analytics';
import { money } from '../../../../components/products/price';
import { completionActions, completionTitle, completionTone, type CompletionTone } from '../../lib/completion';
import { Celebration } from '../junior/celebration';
import { LevelGain } from './level-gain';
import { RecommendationCard } from '../../../../components/placement/placement-cards';
import styles from './popups.module.css';

// The claim form (and its validation) loads only with a summative result that offers it.
const CertificateClaim = lazy(() =>
  import('../../../../components/certificates/certificate-claim').then((m) => ({ default: m.CertificateClaim })),
);

/**
 * The completion popup (spec 02 §2), by element type: W/F show what is up next, S the score, the
 * certificate and the professional-network link (and the score panel for retail users), a free
 * test is red with the score as ranges, the daily activity pink. Children get their own wording
 * and Continue goes to their dashboard. A buy-now promo shows when the server sends one.
 */
export interface CompletionPopupProps {
  open: boolean;
  attempt: AttemptData;
  completion: CompletionData | null;
  forChild: boolean;
  typeLabel: string;
  /** Where close and a child's (or the daily activity's) Continue go. */
  exitPath: string;
  onClose: () => void;
}

export function CompletionPopup({
  open,
  attempt,
  completion,
  forChild,
  typeLabel,
  exitPath,
  onClose,
}: CompletionPopupProps) {
  const tone = completionTone(attempt.element_type, completion?.attempt_name ?? attempt.attempt_name);
  const actions = completionActions({
    courseId: attempt.course_id,
    elementType: attempt.element_type,
    forChild,
    completion,
  });
  const scorePanel = useScorePanelVisible(attempt.course_id) && tone === 'summative';
  // Spec 02 §6: the attempt-score text is for retail users only.
  const showPercent = useSession()?.isRetail === true && completion !== null;
  const upNext = completion?.upNext ?? null;
  const continueTo =
    forChild || tone === 'daily' || tone === 'free'
      ? exitPath
      : upNext && !upNext.lock_status && !attempt.preview
        ? instructionsPath(attempt.course_id, upNext.element_id)
        : coursePath(attempt.course_id, { preview: attempt.preview });

  return (
    <Modal
      open={open}
      onClose={onClose}
      eyebrow={typeLabel}
      title={completionTitle(attempt.element_type, forChild)}
      actions={
        <>
          {actions.backToCourse ? (
            <ButtonLink to={coursePath(attempt.course_id, { preview: attempt.preview })} variant="secondary">
              Back to My Course
            </ButtonLink>
          ) : null}
          {actions.continue ? (
            <ButtonLink to={continueTo}>
              Continue
              <Icon name="arrowRight" size={16} />
            </ButtonLink>
          ) : null}
        </>
      }
    >
      {forChild ? (
        // A child's end: stars, a chime and words said aloud; the level and ranking are the parent's (decision 427).
        <div className={`${styles.hero} ${styles.activity}`} data-tone="child">
          {open && completion ? (
            <Celebration test={attempt.element_type === 'W' ? 'practice' : 'final'} score={completion.attemptScore} />
          ) : null}
        </div>
      ) : (
        <ResultHero attempt={attempt} completion={completion} tone={tone} showPercent={showPercent} />
      )}
      {actions.review ? (
        <Link className={styles.linkRow} to={reviewPath(attempt.attempt_id)} replace>
          <Icon name="file" size={18} />
          {forChild ? 'Look at my answers' : 'Review answers'}
        </Link>
      ) : null}
      {completion?.dailyStepImg ? (
        <img className={styles.dailyImage} src={completion.dailyStepImg} alt="Your daily step" />
      ) : null}
      {tone === 'summative' && completion ? (
        completion.certLink ? (
          <Certificate completion={completion} />
        ) : forChild ? null : completion.certificate_block ? (
          <p className={styles.certBlock} role="note">
            <Icon name="info" size={18} />
            {completion.certificate_block}
          </p>
        ) : (
          <Suspense fallback={null}>
            <CertificateClaim courseId={attempt.course_id} />
          </Suspense>
        )
      ) : null}
      {scorePanel ? <ScorePanel title="Your last tests" chartOnly /> : null}
      {tone === 'activity' && upNext && !forChild ? (
        <div className={styles.upNext}>
          <p className={styles.upNextLabel}>Up next</p>
          <p className={styles.upNextName}>{upNext.element_name}</p>
          {upNext.lock_status ? (
            <p className={styles.upNextLock}>
              <Icon name="lock" size={16} />
              {upNext.lock_message?.trim() || 'Please wait for this activity to be unlocked.'}
            </p>
          ) : null}
        </div>
      ) : null}
      {completion?.recommendation && !forChild ? (
        <RecommendationCard recommendation={completion.recommendation} headingLevel={3} />
      ) : null}
      {completion?.productPromo && !completion.recommendation ? <Promo promo={completion.productPromo} /> : null}
    </Modal>
  );
}

/** An adult's result: the activity, the level gained, the score (ranges for a free test) or the percentage. */
function ResultHero({
  attempt,
  completion,
  tone,
  showPercent,
}: {
  attempt: AttemptData;
  completion: CompletionData | null;
  tone: CompletionTone;
  showPercent: boolean;
}) {
  return (
    <div className={`${styles.hero} ${styles[tone]}`} data-tone={tone}>
      <span className={styles.heroIcon}>
        <Icon name={tone === 'daily' ? 'calendar' : 'award'} size={28} />
      </span>
      <p className={styles.heroText}>{attempt.element_name}</p>
      {/* A free test shows ranges only, never the exact level. */}
      {completion && tone !== 'free' ? (
        <LevelGain previous={completion.previous_o_level} current={completion.o_level} />
      ) : null}
      {completion && (tone === 'summative' || tone === 'free') ? (
        <ScoreSummary completion={completion} ranges={tone === 'free'} showPercent={showPercent} />
      ) : showPercent && completion ? (
        <p className={styles.scoreLine}>{percentLine(completion.attemptScore)}</p>
      ) : null}
    </div>
  );
}

const percentLine = (score: number) => `You answered ${Math.round(score)}% of the questions correctly.`;

function ScoreSummary({
  completion,
  ranges,
  showPercent,
}: {
  completion: CompletionData;
  ranges: boolean;
  showPercent: boolean;
}) {
  const rows = rowsFromResult(completion).map((row) => (ranges ? row : { ...row, range: null }));
  return (
    <div className={styles.score}>
      <OverallLevel
        level={completion.o_level}
        range={ranges ? completion.o_level_range : null}
        band={bandOf(completion.o_level, completion.band)}
      />
      {showPercent ? <p className={styles.scoreLine}>{percentLine(completion.attemptScore)}</p> : null}
      {rows.length > 0 ? <SkillLevels rows={rows} /> : null}
    </div>
  );
}

function Certificate({ completion }: { completion: CompletionData }) {
  if (!completion.certLink && !completion.addToLinkedin) return null;
  return (
    <div className={styles.links}>
      {completion.certLink ? (
        <a className={styles.linkRow} href={completion.certLink} target="_blank" rel="noreferrer" download>
          <Icon name="download" size={18} />
          Download your certificate
        </a>
      ) : null}
      {completion.addToLinkedin ? (
        <a className={styles.linkRow} href={completion.addToLinkedin} target="_blank" rel="noreferrer">
          <Icon name="external" size={18} />
          Add to your LinkedIn profile
        </a>
      ) : null}
    </div>
  );
}

function Promo({ promo }: { promo: NonNullable<CompletionData['productPromo']> }) {
  const off =
    promo.original_price > promo.offer_price
      ? Math.round(((promo.original_price - promo.offer_price) / promo.original_price) * 100)
      : 0;
  return (
    <aside className={styles.promo} aria-label="Recommended for you">
      {promo.product_icon_url ? <img className={styles.promoIcon} src={promo.product_icon_url} alt="" /> : null}
      <div className={styles.promoBody}>
        <p className={styles.promoTag}>{promo.product_tag_line}</p>
        <p className={styles.promoPrice}>
          {money(promo.offer_price, promo.currency)}
          {off > 0 ? (
            <>
              <s className={styles.promoOld}>{money(promo.original_price, promo.currency)}</s>
              <span className={styles.promoOff}>{off}% off</span>
            </>
          ) : null}
        </p>
      </div>
      <ButtonLink
        to={productPath(String(promo.product_id))}
        variant="secondary"
        onClick={() => track('recommended_product_click', { product_id: promo.product_id, source: 'completion_popup' })}
      >
        Buy now
      </ButtonLink>
    </aside>
  );
}
