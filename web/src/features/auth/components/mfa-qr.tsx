import { useEffect, useState } from 'react';
import styles from './auth.module.css';

/**
 * The otpauth:// URI as a QR code for an authenticator app to scan. The QR library is loaded only
 * here, on the setup step a coach meets once, so no other page pays for it.
 */
export function MfaQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className={styles.mfaQr}>
      {src ? (
        <img src={src} width={200} height={200} alt="QR code to scan with your authenticator app" />
      ) : (
        <span className={styles.muted}>Preparing the QR code…</span>
      )}
    </div>
  );
}
