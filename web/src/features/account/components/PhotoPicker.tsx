import { useId, useRef, useState } from 'react';
import { itAccount } from '../../../i18n/it-account';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadPhoto } from '../api/upload-photo';
import styles from '../MyAccountPage.module.css';

const t = itAccount.account;
const MAX_BYTES = 8 * 1024 * 1024;

/** The profile photo and its file picker; the gateway checks and cleans the picture. */
export function PhotoPicker({ photoUrl, onChanged }: { photoUrl: string | null; onChanged(): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // Only to spare a long upload bound to fail: the gateway enforces the limit.
    if (file.size > MAX_BYTES) {
      setError(t.photoTooLarge);
      return;
    }
    setBusy(true);
    try {
      const result = await uploadPhoto(file);
      const refusal = result.userErrors[0];
      if (refusal) setError(refusal.message);
      else {
        notifySuccess(result.message ?? '');
        onChanged();
      }
    } catch {
      notifyError(t.photoFailed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.photo}>
      <div className={styles.photoFrame}>
        {photoUrl ? <img src={photoUrl} alt={t.photoAlt} className={styles.photoImage} data-testid="account-photo" /> : <span className="muted">{t.noPhoto}</span>}
      </div>
      <div className="field">
        <label htmlFor={id}>{t.choosePhoto}</label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <p id={`${id}-hint`} className="form__hint">
          {busy ? t.uploading : t.photoHint}
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
