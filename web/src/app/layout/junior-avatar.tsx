import { Avatar } from '../../components/ui/avatar';
import { childPicture, useChildDetails } from '../../lib/child-details';

/**
 * A junior's picture in the header: the avatar (or photo) the parent chose, from the same child
 * details the dashboard reads (one request, shared), so it is the same on every page and every
 * sign-in (decision 0431). Initials show only until it has loaded.
 */
export function JuniorAvatar({ childId, name }: { childId: string; name: string }) {
  const { data } = useChildDetails(childId || null);
  return <Avatar name={name} src={data ? childPicture(data.child) : undefined} size={40} />;
}
