import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { onboardingSchema, accountTexts } from '#shared/schemas/accounts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Icon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAction } from '../../../hooks/use-action';
import { isApiError } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { isContactTaken, submitOnboarding } from '../api/onboarding';
import { useProfile } from '../api/profile';
import {
  clearDraft,
  draftFromProfile,
  emptyDraft,
  isNewUser,
  onboardingRequest,
  readDraft,
  stepInfo,
  stepOf,
  steps,
  writeDraft,
  type OnboardingDraft,
  type StepNumber,
} from '../lib/onboarding-draft';
import { StepFields } from './onboarding-fields';
import styles from './onboarding.module.css';

/**
 * Onboarding (spec 01 §2, §4): five steps, then a final page. Each step checks its own answers with
 * the shared onboarding schema; everything is saved in one call at the end. A step reached with
 * `state.errors` (sent back from the end) shows those messages at once.
 */
interface StepState {
  errors?: FieldErrors;
  message?: string;
}

function allErrors(draft: OnboardingDraft): FieldErrors {
  const checked = validate(onboardingSchema, onboardingRequest(draft));
  return checked.ok ? {} : checked.errors;
}

function errorsOfStep(errors: FieldErrors, step: StepNumber): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOf(field) === step));
}

/** `newUser` fixes the greeting where the profile has already changed (the final page). */
function Frame({ children, newUser }: { children: ReactNode; newUser?: boolean }) {
  const { data } = useProfile();
  return (
    <div className={styles.page}>
      <h1 className={styles.welcome}>
        {(newUser ?? isNewUser(data)) ? accountTexts.welcomeNew : `${accountTexts.welcomeBack} Fluentia`}
      </h1>
      <p className={styles.lead}>A few quick questions help us suggest the right lessons for you.</p>
      {children}
    </div>
  );
}

/** /onboard: the step fetch. A pending onboarding ('0') starts at step 1; a finished one goes home. */
export function OnboardStartPage() {
  const { data, error } = useProfile();
  if (data === undefined && !error) return <PageSpinner />;
  if (data && data.pending !== '0') return <Navigate to={paths.dashboard} replace />;
  return <Navigate to={paths.onboardStep1} replace />;
}

export function OnboardingStepPage({ step }: { step: StepNumber }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const handed = (location.state ?? {}) as StepState;
  const [draft, setDraft] = useState<OnboardingDraft>(() => readDraft() ?? emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>(handed.errors ?? {});
  const form = useRef<HTMLFormElement>(null);
  const save = useAction(submitOnboarding);
  const info = stepInfo(step);

  // The first visit starts from what the profile already holds; a draft in progress wins.
  const seeded = useRef(readDraft() !== null);
  useEffect(() => {
    if (seeded.current || !profile.data) return;
    seeded.current = true;
    const fromProfile = draftFromProfile(profile.data);
    setDraft(fromProfile);
    writeDraft(fromProfile);
  }, [profile.data]);

  useEffect(() => {
    setErrors(handed.errors ?? {});
  }, [handed.errors, step]);

  function change(patch: Partial<OnboardingDraft>) {
    seeded.current = true; // answers given before the profile arrived are not overwritten by it
    setDraft((current) => {
      const next = { ...current, ...patch };
      writeDraft(next);
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  async function finish() {
    const all = allErrors(draft);
    const first = Object.keys(all)[0];
    if (first) return navigate(stepInfo(stepOf(first)).path, { state: { errors: errorsOfStep(all, stepOf(first)) } });
    const newUser = isNewUser(profile.data);
    const result = await save.run(onboardingRequest(draft));
    if (result) {
      clearDraft();
      updateSession({ onboardingPending: false });
      // The pending flag is gone: reload the profile with the answer rather than asking again.
      await profile.mutate(result.data, { revalidate: false });
      return navigate(paths.onboardFinal, { state: { newUser } });
    }
  }

  // The two 'exists for another user' answers, and field messages, go back to the step that asked.
  useEffect(() => {
    const error = save.error;
    if (!error) return;
    if (isContactTaken(error) && isApiError(error)) {
      const field = error.key === 'emailTaken' ? 'email' : 'phone';
      void navigate(paths.onboardStep4, { state: { errors: { [field]: error.message } } });
      return;
    }
    const fields = serverFieldErrors(error);
    const first = fields && Object.keys(fields)[0];
    if (fields && first)
      void navigate(stepInfo(stepOf(first)).path, { state: { errors: errorsOfStep(fields, stepOf(first)) } });
  }, [save.error, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = errorsOfStep(allErrors(draft), step);
    if (Object.keys(found).length) {
      setErrors(found);
      return focusFirstInvalid(form.current, found);
    }
    if (step < 5) return navigate(stepInfo((step + 1) as StepNumber).path);
    await finish();
  }

  const showSaveError = save.error && !isContactTaken(save.error) && !serverFieldErrors(save.error);
  return (
    <Frame>
      <title>{`${info.title} · Fluentia`}</title>
      <section className={styles.card} aria-labelledby="step-title">
        <ol className={styles.progress} aria-hidden="true">
          {steps.map((s, index) => (
            <li key={s.path} className={`${styles.dot} ${index < step ? styles.dotDone : ''}`} />
          ))}
        </ol>
        <p className={styles.stepLabel}>
          Step {step} of {steps.length}
        </p>
        <h2 id="step-title" className={styles.stepTitle}>
          {info.title}
        </h2>
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          {showSaveError ? <ErrorAlert error={save.error} /> : null}
          <StepFields step={step} draft={draft} errors={errors} change={change} />
          <div className={styles.nav}>
            {step > 1 ? (
              <ButtonLink variant="secondary" to={stepInfo((step - 1) as StepNumber).path}>
                <Icon name="arrowLeft" size={16} />
                Back
              </ButtonLink>
            ) : null}
            <Button type="submit" busy={save.pending}>
              {step < 5 ? 'Next' : 'Finish'}
              {step < 5 ? <Icon name="arrowRight" size={16} /> : null}
            </Button>
          </div>
        </form>
      </section>
    </Frame>
  );
}

/** /onboard/final: "Done, with a button to /mydashboard". */
export function OnboardFinalPage() {
  const { state } = useLocation();
  const newUser = (state as { newUser?: boolean } | null)?.newUser;
  return (
    <Frame {...(newUser === undefined ? {} : { newUser })}>
      <title>{`All done · Fluentia`}</title>
      <section className={`${styles.card} ${styles.done}`} aria-labelledby="done-title">
        <span className={styles.doneIcon}>
          <Icon name="check" size={32} />
        </span>
        <h2 id="done-title" className={styles.stepTitle}>
          Done! Your profile is ready.
        </h2>
        <p>Your lessons and courses are waiting on your dashboard.</p>
        <ButtonLink to={paths.dashboard}>Go to My Dashboard</ButtonLink>
      </section>
    </Frame>
  );
}

export const OnboardStep1Page = () => <OnboardingStepPage step={1} />;
export const OnboardStep2Page = () => <OnboardingStepPage step={2} />;
export const OnboardStep3Page = () => <OnboardingStepPage step={3} />;
export const OnboardStep4Page = () => <OnboardingStepPage step={4} />;
export const OnboardStep5Page = () => <OnboardingStepPage step={5} />;
