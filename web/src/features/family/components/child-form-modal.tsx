import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { addChildSchema, CHILD_GRADES, childPhotoRules, editChildSchema, familyMessages } from '#shared/schemas/family';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAction } from '../../../hooks/use-action';
import { focusFirstInvalid, serverFieldErrors, validate, type FieldErrors } from '../../../lib/form';
import { addChild, editChild } from '../api/children';
import { AvatarPicker } from './avatar-picker';
import { ChildNotice } from './child-notice';
import styles from './family.module.css';

/**
 * The add-child and edit-child modals (spec 01 §2, §5 child form): name, class (3 to 10) and a
 * picture, one of five avatars or an uploaded photo, sent as multipart (spec 01 §7). Adding one is the
 * parent's consent to the notice shown above the button, which the server records (decision 0800).
 */
const gradeOptions = CHILD_GRADES.map((g) => ({ value: String(g), label: `Class ${g}` }));

export function photoIssue(file: File): string | undefined {
  if (!(childPhotoRules.types as readonly string[]).includes(file.type)) return familyMessages.photoType;
  if (file.size > childPhotoRules.maxBytes) return familyMessages.photoSize;
  return undefined;
}

interface Values {
  child_name: string;
  child_grade: string;
  child_avatar: string;
}

function initial(child: ChildProfile | null): Values {
  return {
    child_name: child?.child_name ?? '',
    child_grade: child?.child_grade ? String(child.child_grade) : '',
    child_avatar: child?.child_avatar ? String(child.child_avatar) : child?.child_photo ? '' : '1',
  };
}

export function ChildFormModal(props: {
  open: boolean;
  child: ChildProfile | null;
  onClose: () => void;
  onSaved: (child: ChildProfile) => void;
}) {
  const { child } = props;
  const [values, setValues] = useState<Values>(() => initial(child));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const save = useAction(async (body: FormData) => (child ? editChild(body) : addChild(body)));
  const clearSaveError = save.setError;

  useEffect(() => {
    if (!props.open) return;
    setValues(initial(child));
    setPhoto(null);
    setErrors({});
    clearSaveError(null);
  }, [props.open, child, clearSaveError]);

  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      ...(child ? { child_id: child.child_id } : {}),
      ...values,
      child_avatar: photo ? '' : values.child_avatar,
    };
    const checked = validate(child ? editChildSchema : addChildSchema, fields);
    const found: FieldErrors = checked.ok ? {} : checked.errors;
    const photoError = photo ? photoIssue(photo) : undefined;
    if (photoError) found.child_photo = photoError;
    if (Object.keys(found).length) {
      setErrors(found);
      return focusFirstInvalid(form.current, found);
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
    if (photo) body.append('child_photo', photo, photo.name);
    const result = await save.run(body);
    if (result && result.data.kind === 'child') props.onSaved(result.data.child);
  }

  const server = serverFieldErrors(save.error) ?? {};
  const err = (name: string) => errors[name] ?? server[name];
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={child ? `Edit ${child.child_name}` : 'Add a child'}
      busy={save.pending}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.pending}>
            {child ? 'Save changes' : 'Add child'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className={styles.form} onSubmit={submit} noValidate>
        {save.error && !serverFieldErrors(save.error) ? <ErrorAlert error={save.error} /> : null}
        <TextField
          name="child_name"
          label="Child's name"
          autoComplete="off"
          value={values.child_name}
          onChange={(e) => set('child_name', e.target.value)}
          error={err('child_name')}
        />
        <SelectField
          name="child_grade"
          label="Class"
          placeholder="Choose a class"
          options={gradeOptions}
          value={values.child_grade}
          onChange={(e) => set('child_grade', e.target.value)}
          error={err('child_grade')}
        />
        <AvatarPicker
          avatar={photo ? '' : values.child_avatar}
          onAvatar={(id) => {
            setPhoto(null);
            set('child_avatar', id);
          }}
          photo={photo}
          onPhoto={(file) => {
            setPhoto(file);
            setErrors((e) => ({ ...e, child_photo: file ? photoIssue(file) : undefined }));
          }}
          error={err('child_photo') ?? err('child_avatar')}
        />
        {child ? null : <ChildNotice />}
      </form>
    </Modal>
  );
}
