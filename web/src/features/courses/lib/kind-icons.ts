import type { CourseSummary } from '#shared/api/contract-course-lists';
import type { IconName } from '../../../components/ui/icons';

/** The menu's icon for each course type: a book for online lessons, a camera for live, a headset for coach. */
export const kindIcons: Record<CourseSummary['type'], IconName> = {
  online: 'book',
  live: 'video',
  live_junior: 'video',
  coach: 'headset',
  time_based_coach: 'headset',
  call_based_coach: 'headset',
};
