import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { MicTroubleshooting } from '../../../../components/help/mic-troubleshooting';

/**
 * Spec 02 §8: a microphone that may not be used opens this help with 'This question requires you
 * to record your answer(s).' and the steps for the learner's browser; a browser without
 * getUserMedia is told so in the spec's words. Every problem offers the troubleshooting guidelines.
 */
export type MicProblem = 'denied' | 'unsupported' | 'missing' | 'capture';

export const micMessages = {
  denied: 'This question requires you to record your answer(s).',
  unsupported: 'getUserMedia is not implemented in this browser',
  missing: 'No microphone was found. Please connect one and try again.',
  // The microphone opened but the browser could not record from it (an audio device it cannot read).
  capture:
    'Your browser could not record from the microphone. Please try again, or see the troubleshooting guidelines below.',
} as const;

export function micProblem(error: unknown): MicProblem {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'denied';
}

export type Browser = 'ios' | 'android' | 'firefox' | 'edge' | 'safari' | 'chrome';

/** `touchPoints` tells an iPad from a Mac: iPadOS Safari says 'Macintosh' but has a touch screen. */
export function browserOf(agent: string, touchPoints = 0): Browser {
  if (/iPhone|iPad|iPod/i.test(agent) || (/Macintosh/.test(agent) && touchPoints > 1)) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  if (/Firefox/i.test(agent)) return 'firefox';
  if (/Edg\//.test(agent)) return 'edge';
  if (/Macintosh/.test(agent) && /Safari\//.test(agent) && !/Chrome|Chromium|OPR\//.test(agent)) return 'safari';
  return 'chrome';
}

const steps: Record<Browser, string[]> = {
  chrome: [
    'Click the camera/microphone icon or the padlock at the left of the address bar.',
    'Choose "Always allow" for the microphone on this site, then Done.',
    'Press Record again.',
  ],
  edge: [
    'Click the padlock at the left of the address bar, then Permissions for this site.',
    'Set Microphone to Allow.',
    'Reload this page and press Record.',
  ],
  safari: [
    'In the menu bar, choose Safari, then Settings for This Website.',
    'Set Microphone to Allow.',
    'Reload this page and press Record.',
  ],
  ios: [
    'Open the Settings app and choose Safari (or your browser).',
    'Tap Microphone and choose Allow.',
    'Come back to this page, reload it and press Record.',
  ],
  android: [
    'Tap the padlock at the left of the address bar, then Permissions.',
    'Turn on Microphone.',
    'Reload this page and press Record.',
  ],
  firefox: [
    'Click the microphone icon with a line through it in the address bar.',
    'Remove the "Blocked" setting.',
    'Reload this page: Firefox will ask again, choose Allow.',
  ],
};

export function MicPermissionHelp({ problem, onClose }: { problem: MicProblem | null; onClose: () => void }) {
  const browser =
    typeof navigator === 'undefined' ? 'chrome' : browserOf(navigator.userAgent, navigator.maxTouchPoints);
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
      {problem !== null ? (
        <>
          <p>If you cannot use a microphone now, close this and press Skip.</p>
          <MicTroubleshooting open={problem === 'capture'} />
        </>
      ) : null}
    </Modal>
  );
}
