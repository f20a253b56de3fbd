import { accountTexts } from '#shared/schemas/accounts';
import { Switch } from '../../../components/ui/switch';
import { useAction } from '../../../hooks/use-action';
import { setNotify, useNotify } from '../api/settings';
import { SettingCard } from './setting-card';

/** Settings: the notifications toggle with the spec's two texts (spec 01 §2). */
export function NotificationsCard() {
  const { data, error, mutate } = useNotify();
  const change = useAction(async (on: boolean) => (await setNotify(on)).data);
  const on = data?.notify_is_on ?? false;

  async function toggle(next: boolean) {
    const result = await change.run(next);
    if (result) void mutate(result, { revalidate: false });
  }

  const failure = change.error ?? (error && !data ? error : null);
  return (
    <SettingCard id="notify-title" title="Notification settings" failure={failure}>
      <Switch
        label="Course notifications"
        description={data ? (on ? accountTexts.notificationsOn : accountTexts.notificationsOff) : 'Loading…'}
        checked={data?.notify_is_on}
        onChange={(next) => void toggle(next)}
        busy={change.pending}
      />
    </SettingCard>
  );
}
