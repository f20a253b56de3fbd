import styles from './mic-troubleshooting.module.css';

/**
 * The microphone troubleshooting guidelines (spec 02 §4 'NO retries with a help link', §8 'link to
 * troubleshooting guidelines'), shown wherever a microphone fails: the echo test, the permit-mic
 * help and a recorder that cannot start. A disclosure rather than a page, so a learner in the middle
 * of a test reads it without leaving the question.
 */
export function MicTroubleshooting({ open = false }: { open?: boolean }) {
  return (
    <details className={styles.guide} open={open}>
      <summary>Microphone troubleshooting guidelines</summary>
      <ol className={styles.steps}>
        <li>
          Check that your browser may use the microphone: the icon at the left of the address bar (in Safari: Safari
          menu, Settings for This Website, Microphone: Allow).
        </li>
        <li>
          Check that your device lets the browser use it: on Windows, Settings, Privacy &amp; security, Microphone; on a
          Mac, System Settings, Privacy &amp; Security, Microphone; on a phone or tablet, the Settings app under your
          browser.
        </li>
        <li>Choose the right microphone in your device's sound settings, and watch its level move when you speak.</li>
        <li>
          Make sure it is not muted (a switch on the headset or a key on the keyboard) and that no other app, such as a
          video call, is using it.
        </li>
        <li>
          Reload this page and try again. If it still fails, use the latest Chrome, Edge, Firefox or Safari, or plug in
          a headset.
        </li>
        <li>
          Still no luck? In a test, press Skip on its speaking questions and tell us with Help and feedback: 'Could not
          record speech'.
        </li>
      </ol>
    </details>
  );
}
