import { userTypes } from '#shared/schemas/accounts';
import { ChoiceGroup, yesNoOptions } from '../../../components/ui/choice-group';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/form';
import { ageRowIssues } from '../lib/child-ages';
import type { OnboardingDraft, StepNumber, YesNo } from '../lib/onboarding-draft';
import { ChildAgesField } from './child-ages-field';

/** The questions of each onboarding step (spec 01 §2): Background, Parent?, WhatsApp, Subscribe, Name. */
export interface StepFieldsProps {
  step: StepNumber;
  draft: OnboardingDraft;
  errors: FieldErrors;
  change: (patch: Partial<OnboardingDraft>) => void;
}

type YesNoField = 'isParent' | 'receiveWhatsappNotification' | 'isSubscribe';

/** A yes-or-no question of the draft; its error is the schema's message for that field. */
function YesNoQuestion({
  name,
  legend,
  draft,
  errors,
  change,
}: Omit<StepFieldsProps, 'step'> & { name: YesNoField; legend: string }) {
  return (
    <ChoiceGroup
      name={name}
      legend={legend}
      options={yesNoOptions}
      value={draft[name]}
      onChange={(v) => change({ [name]: v as YesNo })}
      error={errors[name]}
    />
  );
}

/** Onboarding sends only the ages given; a given age must still be a child's age. */
function filledRowIssues(rows: string[]): Record<number, string> | undefined {
  const issues = ageRowIssues(rows);
  if (!issues) return undefined;
  const kept = Object.entries(issues).filter(([index]) => rows[Number(index)]?.trim());
  return kept.length ? Object.fromEntries(kept) : undefined;
}

export function StepFields({ step, draft, errors, change }: StepFieldsProps) {
  switch (step) {
    case 1:
      return (
        <ChoiceGroup
          name="user_type"
          legend="Which of these describes you best?"
          options={userTypes.map((t) => ({ value: t, label: t }))}
          value={draft.user_type}
          onChange={(user_type) => change({ user_type })}
          error={errors.user_type}
          column
        />
      );
    case 2:
      return (
        <>
          <YesNoQuestion
            name="isParent"
            legend="Are you a parent of a school-going child?"
            draft={draft}
            errors={errors}
            change={change}
          />
          {draft.isParent === 'yes' ? (
            <ChildAgesField
              rows={draft.childrenAge}
              onChange={(childrenAge) => change({ childrenAge })}
              errors={errors.childrenAge ? filledRowIssues(draft.childrenAge) : undefined}
              summaryError={errors.childrenAge && !filledRowIssues(draft.childrenAge) ? errors.childrenAge : undefined}
            />
          ) : null}
        </>
      );
    case 3:
      return (
        <>
          <YesNoQuestion
            name="receiveWhatsappNotification"
            legend="Would you like course updates on WhatsApp?"
            draft={draft}
            errors={errors}
            change={change}
          />
          {draft.receiveWhatsappNotification === 'yes' ? (
            <TextField
              name="whatsappNumber"
              label="WhatsApp number"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={draft.whatsappNumber}
              onChange={(e) => change({ whatsappNumber: e.target.value.trim() })}
              error={errors.whatsappNumber}
            />
          ) : null}
        </>
      );
    case 4:
      return (
        <>
          <YesNoQuestion
            name="isSubscribe"
            legend="Would you like news of your progress and new courses?"
            draft={draft}
            errors={errors}
            change={change}
          />
          <TextField
            name="phone"
            label="Mobile number (optional)"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={draft.phone}
            onChange={(e) => change({ phone: e.target.value.trim() })}
            error={errors.phone}
          />
          <TextField
            name="email"
            type="email"
            label="E-mail (optional)"
            autoComplete="email"
            value={draft.email}
            onChange={(e) => change({ email: e.target.value.trim() })}
            error={errors.email}
          />
        </>
      );
    case 5:
      return (
        <TextField
          name="full_name"
          label="Your full name"
          autoComplete="name"
          hint="As it should appear on your certificates."
          value={draft.full_name}
          onChange={(e) => change({ full_name: e.target.value })}
          error={errors.full_name}
        />
      );
  }
}
