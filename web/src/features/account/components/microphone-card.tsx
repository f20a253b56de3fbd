import { useState } from 'react';
import { reportMicTest } from '../../../components/microphone/echo-test';
import { EchoTestModal } from '../../../components/microphone/echo-test-modal';
import { Alert } from '../../../components/ui/alert';
import { Switch } from '../../../components/ui/switch';
import { useAction } from '../../../hooks/use-action';
import { setSpeech, useSpeech } from '../api/settings';
import { SettingCard } from './setting-card';

/**
 * Settings: the microphone toggle (spec 01 §2, §4). Turning it on runs the echo test; YES reports
 * the success (POST v1/micTest) and turns speech on (POST v1/checkspeech); NO shows the failed-mic
 * indicator and leaves it off. Turning it off needs no test.
 */
export function MicrophoneCard() {
  const { data, error, mutate } = useSpeech();
  const [testing, setTesting] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = useAction(async (on: boolean) => (await setSpeech(on)).data);
  const answer = useAction(async (heard: boolean) => {
    await reportMicTest(heard);
    return heard ? (await setSpeech(true)).data : null;
  });

  async function toggle(next: boolean) {
    if (next) {
      setFailed(false);
      return setTesting(true);
    }
    const result = await change.run(false);
    if (result) void mutate(result, { revalidate: false });
  }

  async function answered(heard: boolean) {
    const result = await answer.run(heard);
    setTesting(false);
    if (result === undefined) return; // the call failed: its error shows below
    setFailed(!heard);
    if (result) void mutate(result, { revalidate: false });
  }

  const failure = change.error ?? answer.error ?? (error && !data ? error : null);
  return (
    <SettingCard id="mic-title" title="Microphone" failure={failure}>
      <Switch
        label="Speaking answers"
        description="Use your microphone to answer speaking questions. Turning this on starts a short echo test."
        checked={data?.speech_is_on}
        onChange={(next) => void toggle(next)}
        busy={change.pending || answer.pending}
      />
      {failed ? (
        <Alert title="Microphone test failed">
          <p>We could not hear you, so speaking answers stay off. Check your microphone and try the test again.</p>
        </Alert>
      ) : null}
      <EchoTestModal
        open={testing}
        onClose={() => setTesting(false)}
        onAnswer={(heard) => void answered(heard)}
        busy={answer.pending}
      />
    </SettingCard>
  );
}
