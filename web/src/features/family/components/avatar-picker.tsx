import { useEffect, useId, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { avatarIds, avatarUrl } from '../lib/avatars';
import styles from './family.module.css';

/** A child's picture: one of the five avatars (spec 01 §9), or a photo from the device. */
export function AvatarPicker(props: {
  avatar: string;
  onAvatar: (id: string) => void;
  photo: File | null;
  onPhoto: (file: File | null) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!props.photo) return setPreview(null);
    const url = URL.createObjectURL(props.photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [props.photo]);

  return (
    <>
      <fieldset className={styles.avatars}>
        <legend className={styles.avatarsLegend}>Choose an avatar</legend>
        {avatarIds.map((id) => (
          <label key={id} className={styles.avatarChoice}>
            <input
              type="radio"
              name={`avatar${name}`}
              value={id}
              checked={props.avatar === String(id)}
              onChange={() => props.onAvatar(String(id))}
              aria-label={`Avatar ${id}`}
            />
            <img src={avatarUrl(id)} alt="" />
          </label>
        ))}
      </fieldset>
      <div className={styles.photoPreview}>
        {preview ? <img src={preview} alt="The chosen photo" className={styles.picture} /> : null}
        <TextField
          name="child_photo"
          type="file"
          label="Or upload a photo"
          accept="image/jpeg,image/png,image/webp"
          hint="A JPEG, PNG or WebP photo of up to 2 MB."
          onChange={(e) => props.onPhoto(e.target.files?.[0] ?? null)}
          error={props.error}
        />
      </div>
    </>
  );
}
