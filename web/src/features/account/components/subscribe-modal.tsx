import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { useAction } from '../../../hooks/use-action';
import { updateSubscribe } from '../api/dashboard';
import { stored } from '../../../lib/storage';
import { isDue, markDone } from '../lib/once-a-day';
import { Banner } from './banner';

/**
 * The dashboard's subscribe modal (spec 01 §2, POST v1/updateSubscribe) for users not subscribed to
 * course news. A banner opens it rather than the page load: a dialog that opened by itself would
 * block the dashboard on every visit. "No, thanks" is saved too and hides the banner for a day.
 */
export function SubscribePrompt({ onAnswered }: { onAnswered: (isSubscribe: boolean) => void }) {
  const [due, setDue] = useState(() => isDue(stored.subscribeAnsweredAt));
  const [open, setOpen] = useState(false);
  const answer = useAction(updateSubscribe);

  async function choose(isSubscribe: boolean) {
    const result = await answer.run(isSubscribe);
    if (!result) return;
    markDone(stored.subscribeAnsweredAt);
    setOpen(false);
    setDue(false);
    onAnswered(result.data.isSubscribe);
  }

  if (!due) return null;
  return (
    <>
      <Banner
        label="Course updates"
        icon="compass"
        title="Stay up to date"
        text="Hear about your progress, new lessons and live classes."
      >
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Subscribe
        </Button>
      </Banner>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Subscribe to course updates"
        busy={answer.pending}
        actions={
          <>
            <Button variant="secondary" onClick={() => void choose(false)} disabled={answer.pending}>
              No, thanks
            </Button>
            <Button onClick={() => void choose(true)} busy={answer.pending}>
              Yes, subscribe
            </Button>
          </>
        }
      >
        {answer.error ? <ErrorAlert error={answer.error} /> : null}
        <p>
          We will send news of your progress, new lessons and upcoming live classes by e-mail and SMS. You can change
          this at any time in Account Settings.
        </p>
      </Modal>
    </>
  );
}
