import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a wait ends (spec 01 §9: "OTP resend wait 30 seconds"). Counted from the
 * clock rather than by ticks, so a throttled background tab still shows the right number.
 */
export function useCountdown(initialSeconds = 0): { secondsLeft: number; restart: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
