import { Suspense, lazy, useEffect, useState } from 'react';
import type { AttemptData } from '#shared/api/contract-assessment';
import { MicTroubleshooting } from '../../../components/help/mic-troubleshooting';
import { Alert } from '../../../components/ui/alert';
import { reportMicTest } from '../../../components/microphone/echo-test';
import { useAction } from '../../../hooks/use-action';
import { useApi } from '../../../lib/api-client';
import { MicPermissionHelp, micProblem, type MicProblem } from './answers/mic-permission';

// The echo test of Settings, run here when a speaking test starts with speaking answers off.
const EchoTestModal = lazy(() =>
  import('../../../components/microphone/echo-test-modal').then((m) => ({ default: m.EchoTestModal })),
);

/**
 * What a test checks before its first question (spec 02 §4, §8):
 * - an element with `checkMic` asks for the microphone; a refusal opens the permit-mic help with the
 *   browser's steps, a browser without getUserMedia is told so;
 * - a speaking test checks `speech_is_on` and, when it is off, runs the echo test: YES turns
 *   speaking answers on (POST v1/micTest); NO is reported, leaves them off and keeps the dialog open
 *   with Try again and the troubleshooting guidelines; closing it says the speaking questions can
 *   be skipped, with the guidelines still at hand.
 * Neither blocks the test: a learner without a microphone still answers the rest.
 */
export async function askForMicrophone(): Promise<MicProblem | null> {
  if (!navigator.mediaDevices?.getUserMedia) return 'unsupported';
  // Where the browser can say so, an answer already given is not asked again: no prompt, and the
  // microphone is not opened (its in-use light would flash for nothing).
  const state = await microphonePermission();
  if (state === 'granted') return null;
  if (state === 'denied') return 'denied';
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return micProblem(error);
  }
}

async function microphonePermission(): Promise<PermissionState | undefined> {
  try {
    return (await navigator.permissions?.query({ name: 'microphone' as PermissionName }))?.state;
  } catch {
    return undefined; // a browser that cannot query the microphone (Firefox): ask instead
  }
}

type Echo = 'idle' | 'open' | 'passed' | 'failed';

export function SpeechGate({ attempt }: { attempt: Pick<AttemptData, 'attempt_id' | 'check_mic' | 'speech_test'> }) {
  const [micChecked, setMicChecked] = useState(!attempt.check_mic);
  const [problem, setProblem] = useState<MicProblem | null>(null);
  const [echo, setEcho] = useState<Echo>('idle');
  const speech = useApi(attempt.speech_test ? 'speech' : null); // GET v1/checkspeech, only for a speaking test
  const answer = useAction(async (heard: boolean) => (await reportMicTest(heard)).data);

  useEffect(() => {
    if (!attempt.check_mic) return;
    let live = true;
    void askForMicrophone().then((found) => {
      if (!live) return;
      setProblem(found);
      setMicChecked(true);
    });
    return () => {
      live = false;
    };
  }, [attempt.attempt_id, attempt.check_mic]);

  // The echo test after the microphone question, once, and only when speaking answers are off.
  useEffect(() => {
    if (micChecked && problem === null && echo === 'idle' && speech.data && !speech.data.speech_is_on) setEcho('open');
  }, [micChecked, problem, echo, speech.data]);

  async function answered(heard: boolean) {
    const result = await answer.run(heard);
    if (result === undefined || !heard) return; // a failed call shows its error; NO stays on the dialog's Try again
    setEcho('passed');
    void speech.mutate({ speech_is_on: true }, { revalidate: false });
  }

  return (
    <>
      <MicPermissionHelp problem={problem} onClose={() => setProblem(null)} />
      {echo === 'open' ? (
        <Suspense fallback={null}>
          <EchoTestModal
            open
            onClose={() => setEcho('failed')}
            onAnswer={(heard) => void answered(heard)}
            busy={answer.pending}
          />
        </Suspense>
      ) : null}
      {echo === 'failed' ? (
        <Alert title="Speaking answers are off">
          <p>
            We could not hear you, so this test's speaking questions can be skipped. You can test your microphone again
            in Settings.
          </p>
          <MicTroubleshooting />
        </Alert>
      ) : null}
    </>
  );
}
