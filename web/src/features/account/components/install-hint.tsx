import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { promptInstall, useInstallWay } from '../../../lib/install-prompt';
import { stored } from '../../../lib/storage';
import { isDue, markDone } from '../lib/once-a-day';
import { Banner } from './banner';

/**
 * The add-to-home-screen hint of the dashboard (spec 01 §2), shown at most once a day (§9) and only
 * where the site can be installed and is not already: Chrome-family browsers offer their install
 * dialog; Safari on iPhone and iPad gets the Share-menu steps.
 */
export function InstallHint() {
  const way = useInstallWay();
  // Decided once per visit to the dashboard: the hint that shows now stays until closed.
  const [due] = useState(() => isDue(stored.installHintShownAt));
  const [closed, setClosed] = useState(false);
  const visible = due && !closed && way !== null;
  useEffect(() => {
    if (visible) markDone(stored.installHintShownAt);
  }, [visible]);
  if (!visible) return null;

  async function install() {
    await promptInstall();
    setClosed(true);
  }

  return (
    <Banner
      label="Add Fluentia to your home screen"
      icon="download"
      tone="hint"
      title="Add Fluentia to your home screen"
      text={
        way === 'prompt' ? (
          'Open your lessons in one tap, like an app.'
        ) : (
          <>
            Tap the Share button <Icon name="external" size={16} /> in Safari, then <strong>Add to Home Screen</strong>.
          </>
        )
      }
    >
      {way === 'prompt' ? <Button onClick={() => void install()}>Install</Button> : null}
      <Button variant="ghost" onClick={() => setClosed(true)}>
        Not now
      </Button>
    </Banner>
  );
}
