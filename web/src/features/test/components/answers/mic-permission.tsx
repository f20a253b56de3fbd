import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

/**
 * Spec 02 §8: a microphone that may not be used opens this help with 'This question requires you
 * to record your answer(s).' and the steps for the learner's browser; a browser without
 * getUserMedia is told so in the spec's words.
 */
export type MicProblem = 'denied' | 'unsupported' | 'missing';

export const micMessages = {
  denied: 'This question requires you to record your answer(s).',
  unsupported: 'getUserMedia is not implemented in this browser',
  missing: 'No microphone was found. Please connect one and try again.',
} as const;

export function micProblem(error: unknown): MicProblem {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'denied';
}

type Browser = 'ios' | 'android' | 'firefox' | 'chrome';

function browserOf(agent: string): Browser {
  if (/iPhone|iPad|iPod/i.test(agent)) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  if (/Firefox/i.test(agent)) return 'firefox';
  return 'chrome';
}

const steps: Record<Browser, string[]> = {
  chrome: [
    'Click the camera/microphone icon or the padlock at the left of the address bar.',
    'Choose "Always allow" for the microphone on this site, then Done.',
    'Press Record again.',
  ],
  ios: ['Open the Settings app and choose Safari (or your browser).', 'Tap Microphone and choose Allow.', 'Come back to this page, reload it and press Record.'],
  android: ['Tap the padlock at the left of the address bar, then Permissions.', 'Turn on Microphone.', 'Reload this page and press Record.'],
  firefox: ['Click the microphone icon with a line through it in the address bar.', 'Remove the "Blocked" setting.', 'Reload this page: Firefox will ask again, choose Allow.'],
};

export function MicPermissionHelp({ problem, onClose }: { problem: MicProblem | null; onClose: () => void }) {
  const browser = browserOf(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return (
    <Modal
      open={problem !== null}
      onClose={onClose}
      title={problem === 'denied' ? 'Allow the microphone' : 'Microphone'}
      actions={
        <>
          {problem === 'denied' && browser === 'firefox' ? (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          ) : null}
          <Button onClick={onClose}>OK</Button>
        </>
      }
    >
      <p>{problem ? micMessages[problem] : ''}</p>
      {problem === 'denied' ? (
        <ol>
          {steps[browser].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {problem !== null ? <p>If you cannot use a microphone now, close this and press Skip.</p> : null}
    </Modal>
  );
}
