/** The child avatars and pictures live in lib/child-details.ts, which a junior's header reads too. */
export { avatarIds, avatarUrl, childPicture } from '../../../lib/child-details';
